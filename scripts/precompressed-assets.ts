/**
 * Hashed build assets, compressed once (decision 063). At build time (`npm start`'s build, not Vercel's: its CDN
 * compresses) the integration writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each script and
 * stylesheet of `dist/client/_astro/`; at run time scripts/start.ts answers `/_astro/*` from those files, read once
 * into memory, in the encoding the request accepts. Anything else under `/_astro/` goes to the node adapter.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { preferredEncoding, type Encoding } from '../src/server/page-cache.ts';

const ASSETS = '_astro';
/** Types of the assets stored compressed, by extension. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const SUFFIX = { br: '.br', gzip: '.gz' } as const;
/** Assets smaller than this (bytes) are not worth compressing. */
const MIN_BYTES = 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const extensionOf = (name: string) => /\.[a-z0-9]+$/.exec(name)?.[0] ?? '';

/** Writes the `.br` and `.gz` of every compressible asset of `<clientDir>/_astro`; returns how many assets. */
function precompressAssets(clientDir: string): number {
  const dir = join(clientDir, ASSETS);
  let count = 0;
  for (const name of readdirSync(dir)) {
    if (!TYPES[extensionOf(name)]) continue;
    const body = readFileSync(join(dir, name));
    if (body.byteLength < MIN_BYTES) continue;
    writeFileSync(
      join(dir, name + SUFFIX.br),
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(dir, name + SUFFIX.gzip), gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The integration: runs {@link precompressAssets} on the client output once the build is done. */
export const precompressedAssets = (): AstroIntegration => ({
  name: 'precompressed-assets',
  hooks: {
    'astro:build:done': ({ dir, logger }) => {
      logger.info(`${precompressAssets(fileURLToPath(dir))} hashed assets stored in brotli and gzip`);
    },
  },
});

interface Asset {
  type: string;
  bodies: Record<Encoding, Buffer>;
}

/**
 * The handler of `/_astro/*` over the build's client directory: answers an asset that has precompressed files and
 * returns true, else returns false (the caller hands the request on).
 */
export function precompressedAssetHandler(clientDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const assets = new Map<string, Asset | null>();
  const load = (name: string): Asset | null => {
    const type = TYPES[extensionOf(name)];
    const file = join(clientDir, ASSETS, name);
    if (!type || name.includes('/') || name.includes('..') || !existsSync(file + SUFFIX.br)) return null;
    return {
      type,
      bodies: {
        identity: readFileSync(file),
        br: readFileSync(file + SUFFIX.br),
        gzip: readFileSync(file + SUFFIX.gzip),
      },
    };
  };
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(`/${ASSETS}/`)) return false;
    const name = req.url.slice(ASSETS.length + 2).split('?')[0] ?? '';
    if (!assets.has(name)) assets.set(name, load(name));
    const asset = assets.get(name);
    if (!asset) return false;
    const encoding = preferredEncoding(req.headers['accept-encoding'], ['br', 'gzip', 'identity']);
    const body = asset.bodies[encoding];
    res.writeHead(200, {
      'content-type': asset.type,
      'content-length': body.byteLength,
      'cache-control': IMMUTABLE,
      vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
