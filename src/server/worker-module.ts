import { type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * Starts a worker thread running the module `name` (without extension) beside `callerUrl`. Under tsx or
 * Vitest the caller is TypeScript, and the worker must load through tsx as well.
 */
export function startWorkerModule(
  callerUrl: string,
  name: string,
  workerData: unknown,
  resourceLimits?: ResourceLimits,
) {
  if (!callerUrl.endsWith('.ts'))
    return new Worker(new URL(`./${name}.js`, callerUrl), { workerData, resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}
