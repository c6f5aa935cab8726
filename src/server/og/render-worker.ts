/**
 * The share images' worker thread (src/server/og/pool.ts): renders one element tree to PNG bytes per task. Node
 * loads this file itself (type stripping), so it and what it imports stay plain erasable TypeScript.
 */
import { renderPng } from './render.ts';
import type { Node } from './layout.ts';

/** The PNG bytes of `image` (1200 x 630). */
export default function render(image: Node): Promise<Uint8Array<ArrayBuffer>> {
  return renderPng(image);
}
