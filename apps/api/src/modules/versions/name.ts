import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { PDF_HAS_NO_PAGES } from '../ebooks/workflow.ts';
import { makeVersion, type VersionRow } from './make.ts';

/** 'Name this version': a version of the pages as they are now, made by `user` under `name`. A PDF book has no pages to keep. */
export async function nameVersion(db: Db, user: Actor, book: EbookRow, name: string): Promise<VersionRow> {
  if (book.bookType === 'pdf') throw new HttpError(422, PDF_HAS_NO_PAGES);
  return (await makeVersion(db, book.id, { kind: 'manual', name, createdBy: user.id }))!;
}
