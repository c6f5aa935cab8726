/**
 * The built server under scripts/start.ts, as tests/start-script*.test.ts start it: a free port, the process, its
 * exit with its output, and the build made first when dist/ is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts scripts/start.ts with `env` added to this process's environment, its output piped. */
export const startScript = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['scripts/start.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });

/** The exit code of `child` and everything it printed. */
export const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });

/** Builds the site when dist/ has no server entry; whether dist/ now has one. */
export function ensureBuilt(): boolean {
  if (existsSync('dist/server/entry.mjs')) return true;
  return spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'ignore' }).status === 0;
}
