import { describe, expect, it } from 'vitest';
import { IMPORT_PHASES } from '../../../common/schemas/imports.js';
import { phaseOf } from './import-phase.js';

describe('the phase the progress display is told', () => {
  it('is the job’s own phase for every phase the display has words for', () => {
    // "Building the search indexes..." and "Adding their vote history..." were shown as "Reading the file...".
    for (const phase of IMPORT_PHASES) expect(phaseOf({ phase })).toBe(phase);
  });

  it('reads a phase it does not know as analyzing', () => {
    expect(phaseOf({ phase: 'something-newer' })).toBe('analyzing');
  });
});
