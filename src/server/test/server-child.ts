/**
 * A Groundwork server in a child process, the one way tests, e2e specs and benchmarks start one. The caller
 * names what runs (the built dist/server/main.js, src/server/main.ts through tsx, or scripts/start.mjs as
 * `npm start` runs it), the port and the environment; this starts it, waits until /healthz answers, keeps
 * its output (in memory, or in a log file) and stops it (SIGTERM, then SIGKILL after a grace period) or
 * crashes it (kill -9). With `unreaped`, the server runs under a parent that never reaps it, so a crash
 * leaves a zombie holding its pid, as under an init that does not reap orphans.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface ServerChild {
  url: string;
  child: ChildProcess;
  /** The server's pid: the child's, or with `unreaped` the grandchild's. */
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM (the server finishes open requests and closes the database); SIGKILL if it takes too long. */
  stop(): Promise<void>;
  /** kill -9: no shutdown, no flush, as a crash or a power cut. */
  crash(): Promise<void>;
  /**
   * kill -9 the moment the server prints something matching `pattern`, from the output pipe itself: no request
   * to the busy server stands between the line and the kill. Not with `logFile`.
   */
  crashWhenPrinted(pattern: RegExp): Promise<void>;
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
  /**
   * Start the server as the grandchild of this process, under a shell that then becomes `sleep` and never
   * waits for it: after crash() the server stays a zombie until stop().
   */
  unreaped?: boolean;
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

const UNREAPED_PID = /^unreaped server pid (\d+)$/m;

function spawnWithOutput({ args, port, env, cwd, logFile, unreaped }: ServerChildOptions) {
  const log = logFile ? fs.openSync(logFile, 'w') : undefined;
  const [command, commandArgs] = unreaped
    ? [
        'sh',
        ['-c', '"$@" & echo "unreaped server pid $!"; exec sleep 86400', 'sh', process.execPath, ...args],
      ]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
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

const procState = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null; // no such process
  }
};

/** Resolves once `pid` has exited: its /proc entry is gone, or it is a zombie its parent did not reap. */
async function processEnded(pid: number) {
  for (;;) {
    const state = procState(pid);
    if (state === null || state === 'Z' || state === 'X') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The server under a parent that never reaps it (see `unreaped`): signals go to the grandchild. */
async function unreapedServer(
  child: ChildProcess,
  output: () => string,
  url: string,
): Promise<Omit<ServerChild, 'crashWhenPrinted'>> {
  let match = UNREAPED_PID.exec(output());
  while (!match && child.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    match = UNREAPED_PID.exec(output());
  }
  const pid = Number(match?.[1]);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  return {
    url,
    child,
    pid,
    output,
    async stop() {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), STOP_GRACE_MS);
      await processEnded(pid);
      clearTimeout(timer);
      // The sleeping parent goes last; its zombie child goes to init with it.
      if (child.exitCode === null && child.signalCode === null) {
        const done = exited(child);
        child.kill('SIGKILL');
        await done;
      }
    },
    async crash() {
      signal('SIGKILL');
      await processEnded(pid);
    },
  };
}

function crashWhenPrinted(
  child: ChildProcess,
  server: Omit<ServerChild, 'crashWhenPrinted'>,
  pattern: RegExp,
) {
  return new Promise<void>((resolve, reject) => {
    const pipes = [child.stdout, child.stderr];
    if (pipes.some((pipe) => !pipe))
      throw new Error('crashWhenPrinted needs the output piped, not in a log file');
    let recent = '';
    const watch = (data: Buffer) => {
      recent = (recent + data).slice(-64_000);
      if (!pattern.test(recent)) return;
      done();
      // crash() sends the signal before its first await, so nothing runs between the line and the kill.
      server.crash().then(resolve, reject);
    };
    const ended = () => {
      done();
      reject(new Error(`The server ended before it printed ${pattern}:\n${server.output()}`));
    };
    const done = () => {
      for (const pipe of pipes) pipe?.off('data', watch);
      child.off('exit', ended);
    };
    for (const pipe of pipes) pipe?.on('data', watch);
    child.once('exit', ended);
  });
}

export async function startServerChild(options: ServerChildOptions): Promise<ServerChild> {
  const { child, output } = spawnWithOutput(options);
  const url = `http://127.0.0.1:${options.port}`;
  const started: Omit<ServerChild, 'crashWhenPrinted'> = options.unreaped
    ? await unreapedServer(child, output, url)
    : {
        url,
        child,
        pid: child.pid as number,
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
  const server: ServerChild = {
    ...started,
    crashWhenPrinted: (pattern) => crashWhenPrinted(child, started, pattern),
  };
  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    if (options.unreaped && [null, 'Z', 'X'].includes(procState(server.pid))) {
      await server.stop();
      throw new Error(`The server exited:\n${output()}`);
    }
    try {
      // A probe the server accepted but never answered must not outlast the deadline.
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.crash();
  if (options.unreaped) await server.stop();
  throw new Error(`The server did not become healthy within ${timeoutMs} ms:\n${output()}`);
}
