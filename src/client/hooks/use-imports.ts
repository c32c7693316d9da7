/** Past imports, and sending a voter file as the import panel does (PRODUCT.md, Import and refresh). */
import { useQuery } from '@tanstack/react-query';
import { type ImportJob, importJobList } from '../../common/schemas/imports.js';
import { errorStatus } from '../api/api-error';
import { getJson } from '../api/http';
import { sendVoterFile } from '../api/imports';
import { sessionEnded } from '../lib/session-ended';
import { importKeys } from '../query-keys/keys';
import { useCan } from './use-can';

export function useImports() {
  const isAdmin = useCan('admin:manage');
  return useQuery<ImportJob[]>({
    queryKey: importKeys.list,
    queryFn: ({ signal }) => getJson('/api/admin/imports', importJobList, signal),
    enabled: isAdmin,
  });
}

/**
 * Sends the voter file (api/imports.ts). The upload is no mutation, so a 401 does not reach the query client's
 * handler: the ended session is said here, as it is for every other call.
 */
export async function uploadVoterFile(...upload: Parameters<typeof sendVoterFile>) {
  try {
    return await sendVoterFile(...upload);
  } catch (error) {
    if (errorStatus(error) === 401) sessionEnded();
    throw error;
  }
}
