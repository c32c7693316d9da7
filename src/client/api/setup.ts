/** First-run setup: whether it is needed, creating the first administrator, and loading demo voters. */
import { useQuery } from '@tanstack/react-query';
import { currentUser } from '../../common/schemas/auth.js';
import { startImportResponse } from '../../common/schemas/imports.js';
import { type SetupForm, type SetupStatus, setupStatus } from '../../common/schemas/setup.js';
import { getJson, sendJson } from './http';

export const setupKeys = {
  status: ['/api/setup'] as const,
};

export function useSetupStatus() {
  return useQuery<SetupStatus>({
    queryKey: setupKeys.status,
    queryFn: ({ signal }) => getJson('/api/setup', setupStatus, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Creates the first administrator; the server signs them in and answers with them. */
export const createFirstAdmin = ({ confirmPassword: _confirm, ...values }: SetupForm) =>
  sendJson('POST', '/api/setup', values, currentUser);

/** Starts loading demo voters; follow it with followUploadProgress(uploadId). */
export const startDemoData = (count: number) =>
  sendJson('POST', '/api/admin/demo-data', { count }, startImportResponse);
