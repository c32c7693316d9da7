/** Drives the import API as the admin screen does: upload, then wait for the job to end. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type ImportJob, importJobList, uploadProgressEvent } from '../../../common/schemas/imports.js';
import type { App } from '../../app.js';
import { multipart } from './voter-files.js';

export async function upload(
  app: App,
  cookie: string,
  file: Buffer,
  fileName: string,
  full = false,
  fields: Record<string, string> = {},
) {
  const uploadId = randomUUID();
  const body = multipart(file, fileName, { ...(full ? { full: 'true' } : {}), ...fields });
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/seed-excel',
    headers: { cookie, 'content-type': body.contentType, 'x-upload-id': uploadId },
    payload: body.payload,
  });
  return { res, uploadId };
}

export async function waitForImport(app: App, cookie: string, uploadId: string): Promise<ImportJob> {
  for (let i = 0; i < 600; i++) {
    const res = await app.inject({ method: 'GET', url: '/api/admin/imports', headers: { cookie } });
    const job = importJobList.parse(res.json()).find((j) => j.uploadId === uploadId);
    if (job && (job.status === 'completed' || job.status === 'failed')) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

/** Uploads and waits; fails the test unless the upload was accepted. */
export async function importFile(app: App, cookie: string, file: Buffer, fileName: string, full = false) {
  const { res, uploadId } = await upload(app, cookie, file, fileName, full);
  expect(res.statusCode, res.body).toBe(202);
  return waitForImport(app, cookie, uploadId);
}

/** The events of the progress stream, read to its end. */
export async function progressEvents(app: App, cookie: string, uploadId: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/upload-progress/${uploadId}`,
    headers: { cookie },
  });
  return {
    res,
    events: res.body
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => uploadProgressEvent.parse(JSON.parse(block.slice(6)))),
  };
}

/** A dry run of the file: waits for it and returns the job and its preview. */
export async function previewFile(app: App, cookie: string, file: Buffer, fileName: string, full = false) {
  const { res, uploadId } = await upload(app, cookie, file, fileName, full, { dryRun: 'true' });
  expect(res.statusCode, res.body).toBe(202);
  const job = await waitForImport(app, cookie, uploadId);
  const { events } = await progressEvents(app, cookie, uploadId);
  return { job, preview: events.at(-1)?.preview ?? null };
}

export async function applyPreviewed(app: App, cookie: string, jobId: string, body: object = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/imports/${jobId}/apply`,
    headers: { cookie, 'content-type': 'application/json' },
    payload: body,
  });
}
