import { describe, expect, it } from 'vitest';
import { MAX_FRAME_HEIGHT_PX, reportedHeight } from './ad-frame-size.ts';

describe('reportedHeight', () => {
  it('reads the whole height of an ad frame message', () => {
    expect(reportedHeight({ type: 'ad-frame-height', height: 37 })).toBe(37);
    expect(reportedHeight({ type: 'ad-frame-height', height: 36.2 })).toBe(37);
    expect(reportedHeight({ type: 'ad-frame-height', height: 0 })).toBe(0);
  });

  it('caps what a frame may ask for', () => {
    expect(reportedHeight({ type: 'ad-frame-height', height: 1e9 })).toBe(MAX_FRAME_HEIGHT_PX);
  });

  it('ignores anything that is not a finite, non-negative height of the right message', () => {
    for (const data of [
      null,
      undefined,
      37,
      'ad-frame-height',
      { height: 37 },
      { type: 'other', height: 37 },
      { type: 'ad-frame-height', height: '37' },
      { type: 'ad-frame-height', height: Number.NaN },
      { type: 'ad-frame-height', height: Number.POSITIVE_INFINITY },
      { type: 'ad-frame-height', height: -5 },
    ]) {
      expect(reportedHeight(data)).toBeNull();
    }
  });
});
