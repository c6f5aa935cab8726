/**
 * A WebSocket-to-TCP proxy for Neon's serverless driver (`npm run test:neon`, decision 065): the driver opens
 * `ws://<proxy>/v1?address=<host>:<port>` (db/client.ts with NEON_WS_PROXY) and speaks the PostgreSQL protocol
 * inside WebSocket frames; each connection is piped to that TCP address, which must be `allowed` (the test server).
 */
import { connect } from 'node:net';
import { WebSocketServer, type RawData } from 'ws';

export interface NeonProxy {
  /** "127.0.0.1:<port>": the value of NEON_WS_PROXY. */
  address: string;
  /** Connections the driver opened through the proxy so far. */
  connections(): number;
  close(): Promise<void>;
}

const asBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

/**
 * Starts the proxy on a free port of 127.0.0.1, forwarding only to `allowed` ("host:port").
 * @throws the listen error.
 */
export async function startNeonProxy(allowed: string): Promise<NeonProxy> {
  let opened = 0;
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (ws, request) => {
    const address = new URL(request.url ?? '/', 'ws://proxy').searchParams.get('address');
    if (address !== allowed) {
      ws.close(1008, `only ${allowed}`);
      return;
    }
    opened += 1;
    const [host, port] = address.split(':');
    const socket = connect(Number(port), host);
    const pending: Buffer[] = [];
    socket.on('connect', () => pending.splice(0).forEach((chunk) => socket.write(chunk)));
    ws.on('message', (data) =>
      socket.readyState === 'open' ? socket.write(asBuffer(data)) : pending.push(asBuffer(data)),
    );
    socket.on('data', (chunk) => ws.send(chunk));
    ws.on('close', () => socket.end());
    socket.on('close', () => ws.close());
    socket.on('error', () => ws.terminate());
    ws.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    connections: () => opened,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
