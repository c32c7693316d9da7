/** A preview's progress says it checks the file: nothing is written, so it never says it is importing. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UploadProgressEvent } from '../../../common/schemas/imports.js';
import { ImportProgress } from './ImportProgress';

const event: UploadProgressEvent = {
  type: 'progress',
  phase: 'importing',
  processed: 5_000,
  totalRows: 180_000,
  currentChunk: 1,
  totalChunks: 36,
  duplicates: 0,
  errors: 0,
  result: null,
  message: null,
  preview: null,
};

const html = (preview: boolean) => renderToStaticMarkup(createElement(ImportProgress, { event, preview }));

describe('the import progress', () => {
  it('says a preview is checking the file, and an import that it imports', () => {
    expect(html(true)).toContain('Checking the file...');
    expect(html(true)).not.toContain('Importing voters');
    expect(html(false)).toContain('Importing voters...');
  });
});
