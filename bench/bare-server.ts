/**
 * The yardstick of `npm run bench`: a bare `node:http` server answering fixed bytes, run as its own process.
 * argv[2] is a JSON file `{ port, routes: { "/path": { file, headers } } }`; every GET of a listed path answers 200
 * with that file's bytes (read once) and headers. Prints `ready` on stdout when listening on 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Manifest {
  port: number;
  routes: Record<string, { file: string; headers: Record<string, string> }>;
}

const manifest = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Manifest;
const routes = new Map(
  Object.entries(manifest.routes).map(([path, { file, headers }]) => {
    const body = readFileSync(file);
    return [path, { body, headers: { ...headers, 'content-length': String(body.byteLength) } }];
  }),
);

createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, route.headers).end(route.body);
}).listen(manifest.port, '127.0.0.1', () => console.log('ready'));
