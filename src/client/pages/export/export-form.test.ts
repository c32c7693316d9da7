import { describe, expect, it } from 'vitest';
import { exportFilters } from '../../../common/schemas/exports.js';
import { EMPTY_EXPORT_FORM, previewFieldErrors, toExportFilters } from './export-form';

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

describe('toExportFilters and the turnout filters', () => {
  it('sends "Votes in general elections" as minRecentGenerals and "Voted in" as votedIn', () => {
    const filters = toExportFilters({ ...EMPTY_EXPORT_FORM, minRecentGenerals: '3', votedIn: '2024-11-05' });
    expect(filters).toMatchObject({ minRecentGenerals: 3, votedIn: ['2024-11-05'] });
    expect(exportFilters.parse(filters)).toMatchObject({ minRecentGenerals: 3, votedIn: ['2024-11-05'] });
  });
  it('sends neither when "Any" is chosen', () => {
    for (const form of [EMPTY_EXPORT_FORM, { ...EMPTY_EXPORT_FORM, minRecentGenerals: '', votedIn: '' }]) {
      const filters = toExportFilters(form);
      expect(filters).not.toHaveProperty('minRecentGenerals');
      expect(filters).not.toHaveProperty('votedIn');
    }
  });
});

describe('previewFieldErrors', () => {
  it('puts each of the server’s field errors by the fields it is about', () => {
    expect(
      previewFieldErrors([
        { path: 'ageRange.min', message: 'Min age must not be more than max age' },
        { path: 'zipCodes.1', message: 'ZIP codes must be 5 digits' },
        { path: 'dateRange.startDate', message: 'The From date must not be after the To date' },
        { path: 'minRecentGenerals', message: 'minRecentGenerals must be at most 4' },
      ]),
    ).toEqual({
      ageRange: 'Min age must not be more than max age',
      zipCodes: 'ZIP codes must be 5 digits',
      dateRange: 'The From date must not be after the To date',
      other: 'minRecentGenerals must be at most 4',
    });
  });
  it('has nothing to say without field errors', () => {
    expect(previewFieldErrors([])).toEqual({});
  });
});
