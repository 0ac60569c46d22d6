import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OFFLINE_PACKAGE } from '@folio/shared';

/**
 * The offline reader's own files have been built (with the web app, into OFFLINE_READER_DIR): without them there
 * is no offline flipbook to make. Apart from offline.ts, which the routes would otherwise load at start.
 */
export const offlineReaderBuilt = (readerDir: string | null) =>
  readerDir !== null && existsSync(join(readerDir, OFFLINE_PACKAGE.script)) && existsSync(join(readerDir, OFFLINE_PACKAGE.style)) && existsSync(join(readerDir, OFFLINE_PACKAGE.letters));
