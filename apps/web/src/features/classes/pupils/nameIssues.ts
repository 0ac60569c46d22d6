import { StudentsAddSchema } from '@folio/shared';
import { fieldErrors } from '../../../http/client';
import type { NameLine } from '../names';

/** A refusal of the names being added: of one name (its line), or of the list as a whole (too many pupils). */
export interface NameIssue {
  line: NameLine | null;
  message: string;
}

/** The form rules' refusals of a list of names (the shared schema the server checks too), before anything is sent. */
export function checkNames(lines: NameLine[]): NameIssue[] {
  const parsed = StudentsAddSchema.safeParse({ names: lines.map((l) => l.name) });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const index = issue.path[1];
    return { line: typeof index === 'number' ? (lines[index] ?? null) : null, message: issue.message };
  });
}

/** A 422 answer's refusals (`names.3`: the fourth name; `names`: the whole list), by the lines they came from. */
export function serverNameIssues(error: unknown, lines: NameLine[]): NameIssue[] {
  return Object.entries(fieldErrors(error)).flatMap(([field, messages]) => {
    const match = /^names(?:\.(\d+))?/.exec(field);
    if (!match) return messages.map((message) => ({ line: null, message }));
    const line = match[1] === undefined ? null : (lines[Number(match[1])] ?? null);
    return messages.map((message) => ({ line, message }));
  });
}
