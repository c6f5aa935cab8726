/**
 * The e2e servers (playwright.config.ts), started together by Playwright's global setup and stopped by its
 * teardown. Playwright's own `webServer` list starts one server after the other (about 13 s for these five);
 * started at once they are up in about half that time. Each server is a shell command in its own process group,
 * ready when its `url` answers 200; its error output goes to the console; stopped by the teardown, or killed when the
 * runner exits without one. Fails when a port is already taken, when a command exits before its server is ready, or
 * after two minutes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

export interface E2eServer {
  name: string;
  command: string;
  /** Answers 200 once the server is ready. */
  url: string;
  env?: Record<string, string>;
}

const POLL_MS = 100;
/** How long a server may take to answer (ms): a first start builds the seeded database (tests/helpers/seed-db.ts). */
const READY_TIMEOUT_MS = 120_000;

/** Whether something already listens on `url`'s port (a server left running would be tested instead). */
function portTaken(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** Resolves when `server.url` answers 200; rejects when `child` exits first or after the timeout. */
async function ready(server: E2eServer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exit: string | undefined;
  child.once('exit', (code, signal) => (exit = `exited (${signal ?? code}) before ${server.url} answered`));
  while (!(await answers(server.url))) {
    if (exit) throw new Error(`e2e server ${server.name}: ${exit}`);
    if (Date.now() > deadline) throw new Error(`e2e server ${server.name}: ${server.url} not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Sends `signal` to `child`'s process group (the shell and what it started), if it is still there. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops `child`'s process group: SIGTERM, then SIGKILL if it is still there after 5 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts every server of `servers` at once and waits until all are ready; returns the function that stops them
 * (Playwright's global teardown). Stops the ones started when any fails, and rethrows.
 */
export async function startServers(servers: readonly E2eServer[]): Promise<() => Promise<void>> {
  const inUse = await Promise.all(servers.map((server) => portTaken(server.url)));
  const taken = servers.filter((_, i) => inUse[i]).map((server) => server.url);
  if (taken.length > 0) throw new Error(`e2e servers: already in use: ${taken.join(', ')}`);
  const children = servers.map((server) =>
    spawn(server.command, {
      shell: true,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...server.env },
    }),
  );
  // A runner that dies without its teardown leaves no server holding a port.
  process.once('exit', () => children.forEach((child) => child.exitCode === null && killGroup(child, 'SIGKILL')));
  const stopAll = async () => {
    await Promise.all(children.map(stop));
  };
  try {
    await Promise.all(servers.map((server, i) => ready(server, children[i] as ChildProcess)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
