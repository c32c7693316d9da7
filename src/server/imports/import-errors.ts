/** A problem with the file itself: refused at upload with this status, or ends the job with this message. */
export class ImportFileError extends Error {
  constructor(
    public readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}
