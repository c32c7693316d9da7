/** First-run setup's calls: creating the first administrator, and loading demo voters. */
import { currentUser } from '../../common/schemas/auth.js';
import { startImportResponse } from '../../common/schemas/imports.js';
import type { SetupForm } from '../../common/schemas/setup.js';
import { sendJson } from './http';

/** Creates the first administrator; the server signs them in and answers with them. */
export const createFirstAdmin = ({ confirmPassword: _confirm, ...values }: SetupForm) =>
  sendJson('POST', '/api/setup', values, currentUser);

/** Starts loading demo voters; follow it with followUploadProgress(uploadId). */
export const startDemoData = (count: number) =>
  sendJson('POST', '/api/admin/demo-data', { count }, startImportResponse);
