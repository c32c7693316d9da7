/**
 * A Groundwork server in a child process, the one way tests, e2e specs and benchmarks start one. The caller
 * names what runs (the built dist/server/main.js, src/server/main.ts through tsx, or scripts/start.mjs as
 * `npm start` runs it), the port and the environment; this starts it, waits until /healthz answers, keeps
 * its output (in memory, or in a log file) and stops it (SIGTERM, then SIGKILL after a grace period) or
 * crashes it (kill -9).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface ServerChild {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM (the server finishes open requests and closes the database); SIGKILL if it takes too long. */
  stop(): Promise<void>;
  /** kill -9: no shutdown, no flush, as a crash or a power cut. */
  crash(): Promise<void>;
}

export interface ServerChildOptions {
  /** Arguments to node, ending with the script to run. */
  args: string[];
  port: number;
  /** Added to PATH, HOST=127.0.0.1 and PORT (and may override them). */
  env: Record<string, string>;
  cwd?: string;
  /** Write the output to this file (kept after the run) instead of keeping it in memory. */
  logFile?: string;
  readyTimeoutMs?: number;
}

/** Whether nothing listens on this port of 127.0.0.1 now. */
export function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port the operating system says is free now. */
export function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Keeps everything a piped child prints; returns the reader. */
export function collectOutput(child: ChildProcess) {
  let output = '';
  const keep = (data: Buffer) => {
    output += data;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

const STOP_GRACE_MS = 15_000;

function spawnWithOutput({ args, port, env, cwd, logFile }: ServerChildOptions) {
  const log = logFile ? fs.openSync(logFile, 'w') : undefined;
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', log ?? 'pipe', log ?? 'pipe'],
  });
  if (log !== undefined) {
    fs.closeSync(log);
    return { child, output: () => fs.readFileSync(logFile as string, 'utf8') };
  }
  return { child, output: collectOutput(child) };
}

export async function startServerChild(options: ServerChildOptions): Promise<ServerChild> {
  const { child, output } = spawnWithOutput(options);
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerChild = {
    url,
    child,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await done;
      clearTimeout(timer);
    },
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.crash();
  throw new Error(`The server did not become healthy within ${timeoutMs} ms:\n${output()}`);
}
