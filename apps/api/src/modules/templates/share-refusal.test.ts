import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template, TemplateShareRefusal } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookApi } from '../ebooks/fixtures/books.ts';
import { insertTemplate } from './fixtures/templates.ts';

/**
 * A template's `share_refusal` tells those who may share it (admins) why the server would refuse to share it
 * with everyone now, so that the UI does not offer it: it says what the share itself then answers.
 */
describe('share_refusal of a template', () => {
  let t: TestApp;
  let books: ReturnType<typeof ebookApi>;
  const tokens = {} as Record<'admin' | 'author', string>;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    for (const role of ['admin', 'author'] as const) tokens[role] = await t.login(`${role}@folio.test`);
    books = ebookApi(t);
  });
  afterAll(async () => { await t.close(); });

  const read = async (id: string, role: 'admin' | 'author'): Promise<Template> => (await t.app.inject({ url: `/api/admin/templates/${id}`, headers: t.bearer(tokens[role]) })).json().data;
  const share = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/templates/${id}/share`, headers: t.bearer(tokens.admin), payload: { shared: true } });

  /** A template saved by `role` from a new book of theirs: answers both ids. */
  async function templateOfBook(role: 'admin' | 'author', form: Record<string, unknown>) {
    const book = await books.make(tokens[role], form);
    const saved = await books.call('POST', `/${book.id}/template`, tokens[role], {});
    expect(saved.statusCode, saved.body).toBe(201);
    return { bookId: book.id, templateId: saved.json().data.id as string };
  }

  it('says why, for each book a template may not be shared from, and the share then refuses as it says', async () => {
    const designed = (await insertTemplate(t, { ownerId: (await findUser(t.db, 'admin@folio.test'))!.id })).id;
    const free = await templateOfBook('admin', { price: 0 });
    const paid = await templateOfBook('admin', { price: 10 });
    const pending = await templateOfBook('author', { price: 0 });
    const rejected = await templateOfBook('author', { price: 0 });
    expect((await books.decide(tokens.admin, rejected.bookId, { approval_status: 'rejected', reason: 'Copied from another publisher.' })).statusCode).toBe(200);
    const deleted = await templateOfBook('admin', { price: 0 });
    expect((await books.remove(tokens.admin, deleted.bookId)).statusCode).toBe(200);

    const cases: [string, TemplateShareRefusal | null][] = [
      [designed, null],
      [free.templateId, null],
      [paid.templateId, 'paid'],
      [pending.templateId, 'pending'],
      [rejected.templateId, 'rejected'],
      [deleted.templateId, 'deleted'],
    ];
    for (const [id, refusal] of cases) {
      const template = await read(id, 'admin');
      expect(template.share_refusal, template.name).toBe(refusal);
      // The same in the list, which reads templates the same way.
      const listed = (await t.app.inject({ url: `/api/admin/templates?search=${encodeURIComponent(template.name)}`, headers: t.bearer(tokens.admin) })).json().data as Template[];
      expect(listed.find((row) => row.id === id)?.share_refusal).toBe(refusal);
      expect((await share(id)).statusCode, template.name).toBe(refusal ? 422 : 200);
    }
  });

  it('is null for someone who may not share at all: the owner of a template of a pending book is not told about sharing', async () => {
    const { templateId } = await templateOfBook('author', { price: 0 });
    const template = await read(templateId, 'author');
    expect(template.abilities.share).toBe(false);
    expect(template.share_refusal).toBeNull();
  });
});
