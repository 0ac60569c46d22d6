import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, CalendarClock, Sparkles } from 'lucide-react';
import type { Assignment, ClassBook } from '@folio/shared';
import { buttonClass } from '../../components/Button';
import { BookCover } from '../library/BookCover';
import { formatDate } from '../ebooks/format';
import { isolated } from '../../app/i18n';

/**
 * Where a pupil reads a book: the normal reader, which lets a class read what it was given. A book the teacher
 * assigned says so (?from=class), for the book's reading analytics.
 */
const readerPath = (id: string, assigned: boolean) => `/ebooks/${encodeURIComponent(id)}${assigned ? '?from=class' : ''}`;

/** A section of the classroom: its heading, and what it holds or, when it holds nothing, what comes next. */
export function ClassroomSection({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {empty ? <p className="mt-3 rounded-2xl border-2 border-dashed border-gray-200 bg-white p-6 text-center text-lg text-gray-600">{empty}</p> : <div className="mt-4">{children}</div>}
    </section>
  );
}

/**
 * A book's tile: cover, title, a line under it, and what the pupil can do with it. The actions are given the
 * title's id, to be described by it: a screen reader then hears which book's "Read" it is.
 */
export function BookTile({ cover, title, detail, children }: { cover: string | null; title: string; detail?: ReactNode; children: (titleId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm">
      <BookCover src={cover} />
      <h3 id={titleId} dir="auto" className="mt-1 line-clamp-2 text-lg font-bold text-gray-900">
        {title}
      </h3>
      {detail && <div className="text-sm text-gray-700">{detail}</div>}
      <div className="mt-auto flex flex-col gap-2 pt-1">{children(titleId)}</div>
    </li>
  );
}

/** Opens a book in the reader (`assigned`: from the class's assignments). */
export function ReadLink({ id, titleId, primary = true, assigned = false }: { id: string; titleId: string; primary?: boolean; assigned?: boolean }) {
  const { t } = useTranslation('classroom');
  return (
    <Link to={readerPath(id, assigned)} className={buttonClass(primary ? 'primary' : 'secondary', ACTION)} aria-describedby={titleId}>
      <BookOpen aria-hidden className="size-5" />
      {t('library.read')}
    </Link>
  );
}

export const SHELF = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';
export const ACTION = 'min-h-12 rounded-xl text-base';

/** "Our library": the books the teacher gave the class to read (with their due dates), and templates to start from. */
export function LibraryShelf({ assignments, onStartFrom }: { assignments: Assignment[]; onStartFrom: (templateId: string) => void }) {
  const { t, i18n } = useTranslation('classroom');
  return (
    <ClassroomSection id="classroom-library" title={t('library.title')} empty={assignments.length ? null : t('library.empty')}>
      <ul className={SHELF}>
        {assignments.map((assignment) => (
          <BookTile
            key={assignment.id}
            cover={assignment.item.cover_image}
            title={assignment.item.title}
            detail={
              assignment.due_at ? (
                <span className="inline-flex items-center gap-1 font-semibold text-orange-800">
                  <CalendarClock aria-hidden className="size-4 shrink-0" />
                  {t('library.due', { date: formatDate(assignment.due_at, i18n.language) })}
                </span>
              ) : assignment.kind === 'template' ? (
                t('library.templateHint')
              ) : undefined
            }
          >
            {(titleId) =>
              assignment.kind === 'ebook' ? (
                <ReadLink id={assignment.item.id} titleId={titleId} assigned />
              ) : (
                <button type="button" onClick={() => onStartFrom(assignment.item.id)} className={buttonClass('secondary', ACTION)} aria-describedby={titleId}>
                  <Sparkles aria-hidden className="size-5" />
                  {t('library.startFrom')}
                </button>
              )
            }
          </BookTile>
        ))}
      </ul>
    </ClassroomSection>
  );
}

/** "Class books": books written in the class that the teacher approved into its library. */
export function ClassBooksShelf({ books }: { books: ClassBook[] }) {
  const { t } = useTranslation('classroom');
  return (
    <ClassroomSection id="classroom-class-books" title={t('classBooks.title')} empty={books.length ? null : t('classBooks.empty')}>
      <ul className={SHELF}>
        {books.map((book) => (
          <BookTile key={book.id} cover={book.cover_image} title={book.title} detail={t('classBooks.by', { name: isolated(book.student.name) })}>
            {(titleId) => <ReadLink id={book.id} titleId={titleId} />}
          </BookTile>
        ))}
      </ul>
    </ClassroomSection>
  );
}
