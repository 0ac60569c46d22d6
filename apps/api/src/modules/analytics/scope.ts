import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Whose reading a report covers, as a condition on the `ebook_id` of the rollup tables: one book, the books an account
 * owns (its own and, for a publisher, those filed under it: the owners of ebooks/policy.ts), or the whole site.
 */
export type Scope = { kind: 'book'; ebookId: string } | { kind: 'account'; user: Actor } | { kind: 'site' };

export function booksOf(scope: Scope, column: SQL = sql`ebook_id`): SQL {
  switch (scope.kind) {
    case 'book': return sql`${column} = ${scope.ebookId}::uuid`;
    case 'site': return sql`true`;
    case 'account': {
      const { id, publisherId } = scope.user;
      const filed = publisherId ? sql` or publisher_id = ${publisherId}::uuid` : sql``;
      return sql`${column} in (select id from ebooks where created_by = ${id}::uuid${filed})`;
    }
  }
}
