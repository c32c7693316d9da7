/**
 * The mass-deactivation guard: before a full refresh writes anything, the file's voter ids are read and the
 * active contacts missing from them counted. Above the admin's threshold (setting, default 10 %) the import
 * stops unless the request confirmed that exact number (decision 0119, docs/decisions/0119-deactivation-guard.md).
 */
import { formatCount as count } from '../../../common/format.js';
import type { Db } from '../../db/client.js';
import { readSettings } from '../../settings/settings.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import { isBlankRow, type RowSource } from '../file-formats/row-source.js';
import { countActiveContacts, ImportPreviewer } from '../stored-voters/import-previewer.js';
import { SEEN_ID_BATCH } from '../stored-voters/missing-from-file.js';
import { mapColumns } from '../voter-rows/column-mapping.js';
import { fileRowToVoter } from '../voter-rows/file-row-to-voter.js';
import { VoterIdSet } from './voter-id-set.js';

/** The voter ids the import would keep, read exactly as the import reads them. */
async function fileVoterIds(source: RowSource) {
  const ids = new VoterIdSet();
  const now = new Date();
  let mapping: ReturnType<typeof mapColumns> | undefined;
  for await (const row of source.rows()) {
    if (!mapping) {
      if (isBlankRow(row)) continue;
      mapping = mapColumns(row.cells);
      if (mapping.hasHeader) continue;
    }
    const outcome = fileRowToVoter(row, mapping, now);
    if ('voter' in outcome) ids.add(outcome.voter.contact.systemId);
  }
  return ids;
}

export async function checkDeactivationGuard(
  db: Db,
  source: RowSource,
  confirmed: number | undefined,
  counties?: readonly string[],
) {
  const ids = await fileVoterIds(source);
  // An empty file is refused later with its own message.
  if (ids.size === 0) return ids.dispose();
  const { importDeactivateGuardPercent: percent } = await readSettings(db);
  const [active, missing] = await db
    .transaction(
      async (tx) =>
        [
          await countActiveContacts(tx),
          await new ImportPreviewer().countDeactivated(tx, ids.batches(SEEN_ID_BATCH), counties),
        ] as const,
    )
    .finally(() => ids.dispose());
  if (!needsDeactivationConfirmation(missing, active, percent) || confirmed === missing) return;
  throw new DeactivationGuardError(
    `${wouldDeactivate(missing, active, percent)} Preview the file to check it is the complete list, then apply it confirming ${count(missing)} contacts.`,
  );
}

/** Counts only: would deactivate `deactivated` of `active` contacts; refused above `percent` unless confirmed. */
export function needsDeactivationConfirmation(deactivated: number, active: number, percent: number) {
  return deactivated > 0 && deactivated > (active * percent) / 100;
}

/** The guard stopped the import; the admin screen shows its message as it is, the CLI adds its --yes. */
export class DeactivationGuardError extends ImportFileError {
  constructor(message: string) {
    super('invalid-input', message);
  }
}

/** What the guard found, in words: the start of every refusal it makes. */
export function wouldDeactivate(missing: number, active: number, percent: number) {
  const share = Math.round((missing / active) * 100);
  return `This file would mark ${count(missing)} of the ${count(active)} active contacts inactive (${share} %), more than the ${percent} % allowed without confirmation. Nothing was changed.`;
}
