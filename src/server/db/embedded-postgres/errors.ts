/** A failure of the embedded PostgreSQL server with a message that says what to do: printed alone, no stack. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}
