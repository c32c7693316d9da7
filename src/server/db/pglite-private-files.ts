/**
 * PGlite's file system layer (Emscripten's NODEFS) gives every file it creates mode 0666 with an explicit
 * chmod, which the process umask does not cover: the WAL and table files came out world-readable. Imported
 * first by the PGlite worker thread, which runs nothing else, so every chmod there drops group and other
 * permissions (the database files are for the app alone, see private-files.ts).
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const OWNER_ONLY = ~0o077;
const chmodSync = fs.chmodSync;
const fchmodSync = fs.fchmodSync;

fs.chmodSync = (target, mode) => chmodSync(target, Number(mode) & OWNER_ONLY);
fs.fchmodSync = (fd, mode) => fchmodSync(fd, Number(mode) & OWNER_ONLY);
syncBuiltinESMExports();
