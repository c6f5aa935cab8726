import { describe, expect, it } from 'vitest';
import { AD_POSITIONS } from '../lib/ads.ts';
import { INLINE_SIZE_CLASSES } from './AdSlot.tsx';

const px = (classes: string, prefix: string, side: 'w' | 'min-h') =>
  Number(new RegExp(`(?:^| )${prefix}${side}-\\[(\\d+)px\\]`).exec(classes)?.[1]);

describe('INLINE_SIZE_CLASSES', () => {
  it('reserves the decision 015 width and (minimum) height of every inline position, mobile and desktop', () => {
    const inline = AD_POSITIONS.filter((p) => p.size);
    expect(Object.keys(INLINE_SIZE_CLASSES).sort()).toEqual(inline.map((p) => p.id).sort());
    for (const position of inline) {
      const classes = INLINE_SIZE_CLASSES[position.id] ?? '';
      expect([px(classes, '', 'w'), px(classes, '', 'min-h')], position.id).toEqual([
        position.size?.mobile.width,
        position.size?.mobile.height,
      ]);
      expect([px(classes, 'md:', 'w'), px(classes, 'md:', 'min-h')], position.id).toEqual([
        position.size?.desktop.width,
        position.size?.desktop.height,
      ]);
    }
  });
});
