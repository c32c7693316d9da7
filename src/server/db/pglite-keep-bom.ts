/**
 * PGlite decodes every text value with a default `TextDecoder`, which drops a leading U+FEFF (byte order
 * mark): a note that starts with one came back without it. Imported first by the PGlite worker thread,
 * which runs nothing else, so every decoder there keeps the text exactly as stored.
 */
import { TextDecoder as Base } from 'node:util';

class KeepBomTextDecoder extends Base {
  constructor(label?: string, options?: ConstructorParameters<typeof Base>[1]) {
    super(label, { ...options, ignoreBOM: true });
  }
}

globalThis.TextDecoder = KeepBomTextDecoder as unknown as typeof globalThis.TextDecoder;
