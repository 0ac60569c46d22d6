import { LMS_MASTERY } from '@folio/shared';
import type { ExportBook } from './book.ts';
import { escapeXml } from './xhtml.ts';

/**
 * The cmi5 course structure (decision 027): one course of one assignable unit, the offline flipbook (offline.ts),
 * whose reader (apps/web/src/offline/lms) reports to the LRS the LMS launches it with. It moves on when the
 * learner reaches the last page or passes its questions, opens in any window, and passes at LMS_MASTERY.
 * Course and AU ids are IRIs made from the book's id: the same book exported again is the same course.
 */
const cmi5CourseId = (bookId: string) => `urn:folio:book:${bookId}`;
export const cmi5AuId = (bookId: string) => `${cmi5CourseId(bookId)}:reader`;

export function cmi5CourseStructure(book: Pick<ExportBook, 'id' | 'title' | 'description' | 'language'>, launch: string): string {
  const text = (words: string) => `<langstring lang="${escapeXml(book.language)}">${escapeXml(words)}</langstring>`;
  const title = text(book.title);
  const description = text(book.description.trim() || book.title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="${escapeXml(cmi5CourseId(book.id))}">
    <title>${title}</title>
    <description>${description}</description>
  </course>
  <au id="${escapeXml(cmi5AuId(book.id))}" moveOn="CompletedOrPassed" masteryScore="${LMS_MASTERY}" launchMethod="AnyWindow">
    <title>${title}</title>
    <description>${description}</description>
    <url>${escapeXml(launch)}</url>
  </au>
</courseStructure>
`;
}
