/** Where the embedded PostgreSQL keeps its files under DATA_DIR (docs/OPERATIONS.md lists them). */
import path from 'node:path';

export interface EmbeddedFiles {
  /** The cluster itself, owned by PostgreSQL. */
  cluster: string;
  /** The generated password of the `groundwork` role, 0600. */
  passwordFile: string;
  /** The server's own log. */
  logFile: string;
}

export const embeddedFiles = (dataDir: string): EmbeddedFiles => ({
  cluster: path.join(dataDir, 'postgres'),
  passwordFile: path.join(dataDir, 'postgres-password'),
  logFile: path.join(dataDir, 'postgres.log'),
});

/** The role and the database the app uses inside the embedded cluster. */
export const EMBEDDED_ROLE = 'groundwork';
export const EMBEDDED_DATABASE = 'groundwork';
