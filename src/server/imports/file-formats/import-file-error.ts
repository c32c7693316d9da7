import { DomainError } from '../../errors.js';

/** A problem with the file itself: refused at upload as this kind of error, or ends the job with this message. */
export class ImportFileError extends DomainError {
  constructor(
    readonly kind: 'invalid-input' | 'too-large' | 'unsupported-type',
    message: string,
  ) {
    super(message);
  }
}
