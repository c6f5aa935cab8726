/**
 * Sizes sandboxed ad frames to their content: each frame's document runs /ad-frame.js, which posts
 * `{ type: 'ad-frame-height', height }` (CSS px) to the page; the page sets that frame's height, which the
 * frame's own min-/max-height classes then clamp (decision 037).
 */

/** The `type` of the message an ad frame posts. */
const MESSAGE_TYPE = 'ad-frame-height';
/** No frame grows past this (CSS px), whatever it reports; each format's max-height class caps it lower. */
export const MAX_FRAME_HEIGHT_PX = 2000;

/** The height (CSS px, whole, 0..MAX_FRAME_HEIGHT_PX) an ad frame's message reports, or null when it is not one. */
export function reportedHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== MESSAGE_TYPE || typeof height !== 'number' || !Number.isFinite(height) || height < 0) return null;
  return Math.min(Math.ceil(height), MAX_FRAME_HEIGHT_PX);
}

/**
 * Applies a message to the ad frame that sent it: only from an opaque origin ('null', as every sandboxed frame
 * without allow-same-origin) and only to the `iframe[data-ad-frame]` whose window is the message's source.
 */
function onMessage(event: MessageEvent): void {
  if (event.origin !== 'null') return;
  const height = reportedHeight(event.data);
  if (height === null) return;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-ad-frame]')) {
    if (frame.contentWindow === event.source) frame.style.height = `${height}px`;
  }
}

let listening = false;

/**
 * Sizes every ad frame of the page, present and future: listens once per page, and asks the frames already
 * there to report again (a frame that loaded before the page listened has posted its height in vain).
 */
export function sizeAdFrames(): void {
  if (!listening) window.addEventListener('message', onMessage);
  listening = true;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-ad-frame]')) {
    frame.contentWindow?.postMessage({ type: 'ad-frame-measure' }, '*');
  }
}
