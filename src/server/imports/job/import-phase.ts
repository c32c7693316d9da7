import { IMPORT_PHASES, type ImportPhase } from '../../../common/schemas/imports.js';
import type { ImportJobRow } from '../../db/schema/index.js';

/** The job's phase as the progress display knows it; a row written by another version reads as analyzing. */
export const phaseOf = (row: Pick<ImportJobRow, 'phase'>): ImportPhase =>
  IMPORT_PHASES.find((p) => p === row.phase) ?? 'analyzing';
