/** Streams the multipart upload's `excel` file to disk (never into memory) and reads its `full` field. */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { formatCount } from '../../../common/format.js';
import { parseConfirmDeactivate } from '../../../common/schemas/imports.js';
import { InvalidInputError, TooLargeError, UnsupportedTypeError } from '../../errors.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../private-files.js';

export interface ReceivedUpload {
  file: string;
  fileName: string;
  size: number;
  full: boolean;
  dryRun: boolean;
  confirmDeactivate?: number;
}

const megabytes = (bytes: number) => `${formatCount(Math.round(bytes / 1024 ** 2))} MB`;

export async function receiveUpload(
  request: FastifyRequest,
  { dir, maxBytes }: { dir: string; maxBytes: number },
): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new UnsupportedTypeError('Send the voter file as multipart/form-data, in a field named "excel".');
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  let received: ReceivedUpload | undefined;
  let full = false;
  let dryRun = false;
  let confirmDeactivate: number | undefined;
  const target = path.join(dir, `${randomUUID()}.upload`);
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'full') full = String(part.value) === 'true';
        if (part.fieldname === 'dryRun') dryRun = String(part.value) === 'true';
        if (part.fieldname === 'confirmDeactivate') {
          confirmDeactivate = parseConfirmDeactivate(String(part.value));
          if (confirmDeactivate === undefined)
            throw new InvalidInputError(
              'confirmDeactivate must be the number of contacts the import said would be marked inactive, digits only.',
            );
        }
        continue;
      }
      if (part.fieldname !== 'excel' || received) {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, createWriteStream(target, { mode: PRIVATE_FILE_MODE }));
      if (part.file.truncated) throw tooLarge(maxBytes);
      received = {
        file: target,
        fileName: part.filename || 'upload',
        size: (await stat(target)).size,
        full,
        dryRun,
      };
    }
  } catch (error) {
    await rm(target, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new InvalidInputError('Send one file at a time.');
    throw error;
  }
  if (!received) throw new InvalidInputError('Choose a file to import (send it in the form field "excel").');
  // Fields may come after the file.
  return { ...received, full, dryRun, confirmDeactivate };
}

function tooLarge(maxBytes: number) {
  return new TooLargeError(
    `The file is larger than the ${megabytes(maxBytes)} limit. A file this large (a statewide voter file) goes in from the server's command line with "npm run cli -- import FILE" (or a folder of county files), which takes any size; or the administrator raises the limit with the IMPORT_MAX_FILE_MB setting and restarts the app.`,
  );
}
