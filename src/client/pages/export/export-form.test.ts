import { describe, expect, it } from 'vitest';
import { exportFilters } from '../../../common/schemas/exports.js';
import { EMPTY_EXPORT_FORM, toExportFilters } from './export-form';

const answer = '0b5c6f0e-8d7a-4a51-9c1e-2f4b8a6d3e10:Yes please';

describe('toExportFilters', () => {
  it('sends the chosen survey answer as the answer filter the server reads', () => {
    const filters = toExportFilters({ ...EMPTY_EXPORT_FORM, answer });
    expect(filters.answer).toBe(answer);
    expect(exportFilters.parse(filters).answer).toEqual({
      questionId: '0b5c6f0e-8d7a-4a51-9c1e-2f4b8a6d3e10',
      choice: 'Yes please',
    });
  });
  it('sends no answer filter when none is chosen', () => {
    expect(toExportFilters({ ...EMPTY_EXPORT_FORM, answer: '' })).not.toHaveProperty('answer');
    expect(toExportFilters(EMPTY_EXPORT_FORM)).not.toHaveProperty('answer');
  });
});
