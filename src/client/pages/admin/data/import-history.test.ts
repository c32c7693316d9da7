/**
 * The import history as an admin sees it, rendered from the jobs the server lists: an import the server's
 * restart marked interrupted says so, in the words of the import result, not as a plain stop.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../common/schemas/auth.js';
import { IMPORT_INTERRUPTED_LABEL, type ImportJob } from '../../../../common/schemas/imports.js';
import { INTERRUPTED_MESSAGE } from '../../../../server/imports/job/interrupted-imports.js';
import { authKeys, importKeys } from '../../../query-keys/keys';
import { ImportHistory } from './ImportHistory';
import type { ImportUndo } from './use-import-undo';

const admin: CurrentUser = {
  id: 'admin',
  email: 'admin@example.test',
  firstName: 'Ada',
  lastName: 'Admin',
  profileImageUrl: null,
  role: 'admin',
  status: 'approved',
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  phone: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  dateOfBirth: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};

const job = (fileName: string, status: ImportJob['status'], message: string | null): ImportJob => ({
  id: fileName,
  uploadId: fileName,
  status,
  phase: 'importing',
  fileName,
  fileType: 'txt',
  fullRefresh: false,
  kind: 'voters',
  unknownVoters: 0,
  dryRun: false,
  preview: null,
  previewOpen: false,
  totalRows: 1000,
  processed: 400,
  inserted: 400,
  updated: 0,
  unchanged: 0,
  deactivated: 0,
  duplicates: 0,
  errorCount: 0,
  errors: [],
  warningCount: 0,
  warnings: [],
  ignoredColumns: [],
  message,
  createdAt: '2026-11-02T10:00:00.000Z',
  completedAt: '2026-11-02T10:01:00.000Z',
  undoOf: null,
  undoResult: null,
  undoneAt: null,
  undoable: false,
});

const noUndo = {
  progress: null,
  following: null,
  busy: false,
  start: async () => {},
} as unknown as ImportUndo;

const previews = { open: [], apply: () => {}, discard: () => {} };

/** The import history as rendered for an admin with these jobs listed, as HTML. */
function historyHtml(jobs: ImportJob[]): string {
  const client = new QueryClient();
  client.setQueryData(authKeys.currentUser, admin);
  client.setQueryData(importKeys.list, jobs);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(ImportHistory, { busy: false, undo: noUndo, previews }),
    ),
  );
}

const asText = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

/** The text of each history entry. */
const historyEntries = (jobs: ImportJob[]) =>
  [...historyHtml(jobs).matchAll(/<li[^>]*data-testid="import-history-item"[^>]*>(.*?)<\/li>/gs)].map((m) =>
    asText(m[1] ?? ''),
  );

describe('the import history', () => {
  it('shows an import the server stopped mid-way as interrupted, and any other failure as stopped', () => {
    const [interrupted, stopped, finished] = historyEntries([
      job('LEO_20261102.txt', 'failed', INTERRUPTED_MESSAGE),
      job('LEO_20261101.txt', 'failed', 'The file could not be read.'),
      job('LEO_20261031.txt', 'completed', null),
    ]);
    expect(interrupted).toContain(`LEO_20261102.txt`);
    expect(interrupted).toContain(IMPORT_INTERRUPTED_LABEL);
    expect(interrupted).not.toContain('stopped');
    expect(stopped).toContain('· stopped');
    expect(stopped).not.toContain(IMPORT_INTERRUPTED_LABEL);
    expect(finished).not.toMatch(/stopped|Interrupted/);
  });

  it('names the voters an undo kept active with their voter ids, so two of one name are told apart', () => {
    const undo: ImportJob = {
      ...job('Undo of LEO_20261102.txt', 'completed', null),
      undoOf: 'LEO_20261102.txt',
      undoResult: {
        restored: 0,
        reactivated: 0,
        removed: 3,
        deactivated: 0,
        kept: 2,
        keptSamples: [
          { id: 'a', systemId: '100000001', fullName: "Newbie O'Neill" },
          { id: 'b', systemId: '100000002', fullName: "Newbie O'Neill" },
        ],
      },
    };
    const text = asText(historyHtml([undo, job('LEO_20261102.txt', 'completed', null)]));
    expect(text).toContain('(100000001)');
    expect(text).toContain('(100000002)');
  });

  it('lists a preview that can still be applied as nothing written, with what it would do, Apply and Discard', () => {
    const figures = { added: 160_000, updated: 12, unchanged: 0, deactivated: 3, activeBefore: 20_000 };
    const preview: ImportJob = {
      ...job('LEO_20261201.txt', 'completed', null),
      dryRun: true,
      inserted: 160_000,
      previewOpen: true,
      preview: {
        kind: 'voters',
        ...figures,
        duplicates: 0,
        errors: 0,
        unknownVoters: 0,
        samples: { added: [], updated: [], deactivated: [] },
        mapping: {},
        ignoredColumns: [],
      },
    };
    const closed: ImportJob = { ...preview, id: 'closed', fileName: 'LEO_old.txt', previewOpen: false };
    const entries = historyEntries([preview, closed]);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toContain('Preview — nothing written');
    expect(entry).toContain('would add 160,000 · would update 12 · would mark 3 inactive');
    expect(entry).not.toMatch(/new/i);
    expect(entry).toContain('Apply');
    expect(entry).toContain('Discard');
  });
});
