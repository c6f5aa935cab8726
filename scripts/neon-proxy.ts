/**
 * A WebSocket-to-TCP proxy for Neon's serverless driver (`npm run test:neon`, decision 065): the driver opens
 * `ws://<proxy>/v1?address=<host>:<port>` (db/client.ts with NEON_WS_PROXY) and speaks the PostgreSQL protocol
 * inside WebSocket frames; each connection is piped to that TCP address, which must be `allowed` (the test server).
 * For the capacity bench (decision 091) it counts the round trips the driver asks for: each simple query (`Q`) and
 * each `Sync` (`S`, the end of an extended-protocol query: parse, bind, execute) the client sends.
 */
import { connect } from 'node:net';
import { WebSocketServer, type RawData } from 'ws';

export interface NeonProxy {
  /** "127.0.0.1:<port>": the value of NEON_WS_PROXY. */
  address: string;
  /** Connections the driver opened through the proxy so far. */
  connections(): number;
  /** Connections open through the proxy now. */
  open(): number;
  /** Query round trips the driver asked for so far (simple queries and extended-protocol syncs). */
  roundTrips(): number;
  close(): Promise<void>;
}

const asBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

const SSL_REQUEST_CODE = 80877103;

/**
 * Counts the round trips in a client's stream of PostgreSQL frontend messages, fed in any chunking: the untyped
 * start-up messages (an SSLRequest, then the StartupMessage), then typed ones (a type byte and an int32 length).
 */
function roundTripCounter(count: () => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      const offset = started ? 1 : 0;
      if (pending.length < offset + 4) return;
      const size = offset + pending.readInt32BE(offset);
      if (pending.length < size) return;
      if (!started) started = pending.readInt32BE(4) !== SSL_REQUEST_CODE;
      else if (pending[0] === 0x51 || pending[0] === 0x53) count(); // 'Q', 'S'
      pending = pending.subarray(size);
    }
  };
}

/**
 * Starts the proxy on a free port of 127.0.0.1, forwarding only to `allowed` ("host:port").
 * @throws the listen error.
 */
export async function startNeonProxy(allowed: string): Promise<NeonProxy> {
  let opened = 0;
  let open = 0;
  let roundTrips = 0;
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (ws, request) => {
    const address = new URL(request.url ?? '/', 'ws://proxy').searchParams.get('address');
    if (address !== allowed) {
      ws.close(1008, `only ${allowed}`);
      return;
    }
    opened += 1;
    open += 1;
    const [host, port] = address.split(':');
    const socket = connect(Number(port), host);
    const pending: Buffer[] = [];
    const counter = roundTripCounter(() => (roundTrips += 1));
    socket.on('connect', () => pending.splice(0).forEach((chunk) => socket.write(chunk)));
    socket.once('close', () => (open -= 1));
    ws.on('message', (data) => {
      const chunk = asBuffer(data);
      counter(chunk);
      if (socket.readyState === 'open') socket.write(chunk);
      else pending.push(chunk);
    });
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
    open: () => open,
    roundTrips: () => roundTrips,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
