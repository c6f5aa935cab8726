/**
 * Not-found lookup (second spec, section 7): `GET /api/find-similar-url/:path` with the requested path
 * percent-encoded as one segment (or written out, slashes included). Answers `{ path, redirect, similarity,
 * automatic }`: the path looked up, the closest known page, the Sørensen-Dice similarity 0..1 and whether the
 * page opens it by itself (src/lib/similar-url.ts, decisions 016 and 040); 404 in the error shape when nothing reaches the threshold or the path is never looked up
 * (`/`, `/admin…`, `/anunciar…`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { similarUrlSchema } from '../../../src/lib/schemas/public-api.ts';
import { lineText } from '../../../src/lib/schemas/text.ts';
import { findSimilarUrl, notFoundLooksUp } from '../../../src/lib/similar-url.ts';
import { normalisePath } from '../../../src/lib/slug-map.ts';
import { ApiError } from '../../../src/server/errors.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../errors.ts';
import { publicRead } from '../public-api.ts';

/** Longest path looked up (characters); longer ones are refused with 400. */
const PATH_MAX = 300;
/** Candidates only change with a deploy: browsers may reuse an answer this long (s). */
const CACHE_CONTROL = 'public, max-age=3600';

const params = z.object({ path: lineText().min(1).max(PATH_MAX, `path admite hasta ${PATH_MAX} caracteres`) });

export const findSimilarUrlRoute = new Hono<AppEnv>().get(
  '/:path{.+}',
  publicRead({
    summary: 'La página conocida más parecida a una ruta (la ruta codificada como un segmento).',
    tag: 'Utilidades',
    response: similarUrlSchema,
  }),
  validate('param', params),
  (c) => {
    const path = normalisePath(c.req.valid('param').path);
    const similar = notFoundLooksUp(path) ? findSimilarUrl(path) : null;
    if (!similar) throw new ApiError('not_found', `No hay una página parecida a ${path}`);
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json({ path, ...similar });
  },
);
