/**
 * GET /api/admin/upload-progress/{uploadId}: server-sent events read from the job row, so any instance can
 * serve them and a late client gets the current state at once. An event goes out whenever the row changes
 * and at least once a second; completed and error end the stream.
 */
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import { notFound } from '../http/http-error.js';
import { findImportByUploadId, presentProgressEvent } from './import-jobs.js';

const POLL_MS = 250;
const HEARTBEAT_MS = 1_000;

export async function streamUploadProgress(db: Db, uploadId: string, reply: FastifyReply) {
  const first = await findImportByUploadId(db, uploadId);
  if (!first) throw notFound('There is no import with this upload id. Start the upload again.');
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  let row = first;
  let lastSent = '';
  let lastSentAt = 0;
  for (;;) {
    const event = presentProgressEvent(row);
    const data = JSON.stringify(event);
    if (data !== lastSent || Date.now() - lastSentAt >= HEARTBEAT_MS) {
      res.write(`data: ${data}\n\n`);
      lastSent = data;
      lastSentAt = Date.now();
    }
    if (event.type !== 'progress' || closed) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (closed) break;
    try {
      row = (await findImportByUploadId(db, uploadId)) ?? row;
    } catch {
      // A database hiccup: keep the stream and try again on the next tick.
    }
  }
  res.end();
}
