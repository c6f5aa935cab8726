/**
 * Vitest setup, first of all (decision 071): each test file starts as if in a process of its own, though a worker
 * process runs many files one after the other (`isolate: false` in vitest.config.ts). Before the file's imports,
 * `process.env` is put back as the worker found it (a file may set variables at its top, as a server's environment
 * would) and the module registry is emptied, so the project's modules (the parsed configuration, rate-limit
 * counters, the app's database holder) load afresh. The packages under node_modules stay loaded: Node's own
 * loader holds them, and keeping them (PGlite's compiled WebAssembly above all) is the point of sharing a process.
 */
import { vi } from 'vitest';

const START = Symbol.for('gana-mas.test-worker-env');
const holder = globalThis as { [START]?: Record<string, string | undefined> };
const start = (holder[START] ??= { ...process.env });

for (const name of Object.keys(process.env)) if (!Object.hasOwn(start, name)) Reflect.deleteProperty(process.env, name);
Object.assign(process.env, start);
vi.resetModules();
