import type { Db } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { makeVersion, type VersionRow } from './make.ts';

/** 'Name this version': a version of the pages as they are now, made by `user` under `name`. A PDF book's are its layer's (decision 021). */
export async function nameVersion(db: Db, user: Actor, book: EbookRow, name: string): Promise<VersionRow> {
  return (await makeVersion(db, book.id, { kind: 'manual', name, createdBy: user.id }))!;
}
