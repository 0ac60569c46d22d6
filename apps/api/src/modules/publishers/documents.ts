import { MESSAGES, PUBLISHER_DOCUMENT_FIELDS, type Publisher, type PublisherDocumentField } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../lib/http-error.ts';
import { keyOfUrl, type Storage } from '../../lib/storage/index.ts';
import { findUpload } from '../uploads/lookup.ts';

type Documents = Record<PublisherDocumentField, string | null>;

/**
 * Identity documents must be private uploads (kind `document`, which only admins make), so that none is ever
 * public by its address; a value the publisher already has is kept as it is. 422 on each field that is not.
 */
export async function checkDocuments(db: Db, input: Documents, current?: Documents) {
  const errors: Record<string, string[]> = {};
  for (const field of PUBLISHER_DOCUMENT_FIELDS) {
    const url = input[field];
    if (url === null || url === current?.[field]) continue;
    if (!(await findUpload(db, url, { kind: 'document' }))) errors[field] = [MESSAGES.uploadRequired];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** The types documents are stored as, by extension (store.ts: re-encoded images keep theirs, PDFs are .pdf). */
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
/** A stored document's key: the private `document/` folder, a month (or `demo`), an id and a known extension. */
const DOCUMENT_KEY = /^document\/[\w-]+\/[\w-]+\.(jpg|png|webp|pdf)$/;

/** A publisher's document to send: its file, type and name; null when there is none on file. */
export async function openDocument(storage: Storage, publisher: Publisher, field: PublisherDocumentField) {
  const key = keyOfUrl(publisher[field]);
  const ext = key && DOCUMENT_KEY.exec(key)?.[1];
  if (!key || !ext) return null;
  const file = await storage.open(key);
  return file && { ...file, mime: TYPES[ext]!, filename: `${field}.${ext}` };
}
