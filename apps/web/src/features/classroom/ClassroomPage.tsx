// /classroom: a pupil's home: their class's library, the class's approved books, their own books, a new book, and
// the download of their own data (every user can download theirs).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { isolated } from '../../app/i18n';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorMessage } from '../../http/client';
import { DownloadMyData } from '../privacy/DownloadMyData';
import { useClassroomQuery } from './api';
import { ClassBooksShelf, LibraryShelf } from './ClassroomShelf';
import { LoadingLine } from './LoadingLine';
import { MyBooks } from './MyBooks';
import { NewBookForm } from './NewBookForm';

export default function ClassroomPage() {
  const { t } = useTranslation('classroom');
  const classroom = useClassroomQuery();
  const name = useAppSelector((s) => s.auth.user?.name);
  const [template, setTemplate] = useState('');
  const titleRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(classroom.data?.class.name ?? t('classroom.title'));

  // A template's "Start a book from this": the new book's form, with that template chosen, waits for a title.
  const startFrom = (id: string) => {
    setTemplate(id);
    titleRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    titleRef.current?.focus({ preventScroll: true });
  };

  const data = classroom.data;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <header>
        <p className="text-lg font-semibold text-primary-700">{name ? t('classroom.hello', { name: isolated(name) }) : t('classroom.title')}</p>
        <h1 className="mt-1 text-3xl font-bold text-gray-900 sm:text-4xl">{data ? <bdi dir="auto">{data.class.name}</bdi> : t('classroom.title')}</h1>
      </header>
      {classroom.isLoading && <LoadingLine />}
      {!data && classroom.isError && (
        <div className="mt-6">
          <ErrorBanner message={errorMessage(classroom.error, t('server.noAnswer'))} />
        </div>
      )}
      {data && (
        <>
          <LibraryShelf assignments={data.assignments} onStartFrom={startFrom} />
          <ClassBooksShelf books={data.approved} />
          <MyBooks classId={data.class.id} books={data.books} />
          <NewBookForm templates={data.assignments.filter((a) => a.kind === 'template')} template={template} onTemplate={setTemplate} titleRef={titleRef} />
          <div className="mt-10">
            <DownloadMyData />
          </div>
        </>
      )}
    </div>
  );
}
