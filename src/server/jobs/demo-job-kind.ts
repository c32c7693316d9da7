/** How a demo-voter load is told apart from an import of a file, and why it is not undone like one. */
export const DEMO_FILE_TYPE = 'demo';

export const DEMO_UNDO_REFUSED =
  'Demo voters cannot be undone like an import. To remove them, use “Wipe Entire Database” under Data Management, then import the voter file.';
