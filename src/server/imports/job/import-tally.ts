/** What an import has counted so far, with the first problem rows listed by number and reason. */
import type { RowProblem } from '../../../common/schemas/imports.js';

/** Rows listed with their reason in the result; beyond this only counted. */
const MAX_LISTED = 1_000;

export interface ImportTotals {
  processed: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  duplicates: number;
  errorCount: number;
  warningCount: number;
  /** A voter history import's rows for voter ids no contact has (absent for a voter file). */
  unknownVoters?: number;
}

export class ImportTally {
  readonly totals: ImportTotals = {
    processed: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    deactivated: 0,
    duplicates: 0,
    errorCount: 0,
    warningCount: 0,
  };
  readonly errors: RowProblem[] = [];
  readonly warnings: RowProblem[] = [];

  noteError(row: number, message: string) {
    this.totals.errorCount++;
    if (this.errors.length < MAX_LISTED) this.errors.push({ row, message });
  }

  noteWarning(row: number, message: string) {
    this.totals.warningCount++;
    if (this.warnings.length < MAX_LISTED) this.warnings.push({ row, message });
  }

  /** A chunk's outcome, once it is written: `applied` voters of which some were new and some changed. */
  noteWritten(applied: number, inserted: number, updated: number) {
    this.totals.inserted += inserted;
    this.totals.updated += updated;
    this.totals.unchanged += applied - inserted - updated;
  }

  /** The job row's counts of the rows read so far. */
  readCounts() {
    return {
      processed: this.totals.processed,
      duplicates: this.totals.duplicates,
      errorCount: this.totals.errorCount,
      errorList: this.errors.slice(),
      warningCount: this.totals.warningCount,
      warningList: this.warnings.slice(),
    };
  }

  /** The job row's counts of what is stored. */
  writtenCounts() {
    return { inserted: this.totals.inserted, updated: this.totals.updated, unchanged: this.totals.unchanged };
  }
}
