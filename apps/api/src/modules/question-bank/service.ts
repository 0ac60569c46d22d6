import { and, eq } from 'drizzle-orm';
import { BANK_LIMIT, BANK_MESSAGES, BANK_PAGE_SIZE, elementFields, kindOf, type BankedQuestion, type BankListQuery, type BankQuestionInput, type ListResponse } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { bankedQuestions, users } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';
import { listPage, listWhere } from '../../lib/listing.ts';
import { questionWords } from './words.ts';

type Row = typeof bankedQuestions.$inferSelect;

/** What a row keeps in `element`: the question as it was given, with its look and size. */
interface Kept {
  question?: Record<string, unknown>;
  style?: unknown;
  size?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSize = (value: unknown): value is { width: number; height: number } =>
  isRecord(value) && [value.width, value.height].every((n) => typeof n === 'number' && n > 0 && n <= 20_000);

/**
 * A banked question as the API answers it. The question is read field by field (`elementFields`), so that a
 * question kept before a change of the question format still answers within the contract.
 */
function present(row: Row): BankedQuestion {
  const kept = row.element as Kept;
  const question = elementFields('quiz', isRecord(kept.question) ? kept.question : {});
  return {
    id: row.id,
    kind: kindOf(question),
    question,
    ...(isRecord(kept.style) && { style: kept.style }),
    ...(isSize(kept.size) && { size: kept.size }),
    created_at: row.createdAt.toISOString(),
  };
}

/** The owner's questions, newest first, BANK_PAGE_SIZE a page; `search` is matched in their words, any case. */
export function listBank(db: Db, ownerId: string, query: BankListQuery): Promise<ListResponse<BankedQuestion>> {
  const where = listWhere(query.search, [bankedQuestions.words], eq(bankedQuestions.ownerId, ownerId));
  return listPage(db, bankedQuestions, where, { page: query.page, per_page: BANK_PAGE_SIZE }, present);
}

/**
 * Keeps a question in the owner's bank (a text PostgreSQL refuses never gets here: plugins/input-guard.ts). The
 * owner's row is locked for the count and the insert, so that two saves at once cannot take a full bank past
 * BANK_LIMIT.
 */
export async function saveQuestion(db: Db, ownerId: string, input: BankQuestionInput): Promise<BankedQuestion> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
    if ((await tx.$count(bankedQuestions, eq(bankedQuestions.ownerId, ownerId))) >= BANK_LIMIT) {
      throw validationFailed({ question: [BANK_MESSAGES.full] }, BANK_MESSAGES.full);
    }
    const { question, style, size } = input;
    const [row] = await tx
      .insert(bankedQuestions)
      .values({ ownerId, kind: kindOf(question), words: questionWords(question), element: { question, ...(style && { style }), ...(size && { size }) } })
      .returning();
    return present(row!);
  });
}

/** Removes one of the owner's questions; false when the owner has no question of that id (another's included). */
export async function removeQuestion(db: Db, ownerId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(bankedQuestions)
    .where(and(eq(bankedQuestions.id, id), eq(bankedQuestions.ownerId, ownerId)))
    .returning({ id: bankedQuestions.id });
  return removed.length > 0;
}
