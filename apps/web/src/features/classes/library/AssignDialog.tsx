import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { Ebook, ListResponse, Template } from '@folio/shared';
import { Modal } from '../../../components/Modal';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { SearchBox } from '../../../components/SearchBox';
import { TextField } from '../../../components/form/TextField';
import { FormButtons } from '../../../components/form/FormButtons';
import { FieldError } from '../../../components/form/TextField';
import { catalogueLanguage } from '../../library/catalogueLanguage';
import { usePublicBooksQuery } from '../../library/api';
import { useResourceListQuery } from '../../resources/api';
import { useAssignMutation } from '../api';
import { useClassNotice, useServerWords } from '../messages';
import { fieldErrors } from '../../../http/client';
import { dueAt } from './dueDate';
import { SmallCover } from '../ui';

const SOURCES = ['mine', 'public', 'templates'] as const;
type Source = (typeof SOURCES)[number];

interface Choice {
  kind: 'ebook' | 'template';
  id: string;
  title: string;
}
interface Option extends Choice {
  cover: string | null;
  note?: string;
}

const PAGE = 18;

/** The books or templates of one source, searched: the teacher's own books, the public library, or the templates they may use. */
function useOptions(source: Source, search: string): { options: Option[]; loading: boolean } {
  const { t } = useTranslation('classes');
  const mine = useResourceListQuery({ resource: 'ebooks', params: { page: 1, per_page: PAGE, search }, redirectOnAuthError: false }, { skip: source !== 'mine' });
  const open = usePublicBooksQuery({ page: 1, per_page: PAGE, search: search || undefined, lng: catalogueLanguage() }, { skip: source !== 'public' });
  const templates = useResourceListQuery({ resource: 'templates', params: { page: 1, per_page: PAGE, search }, redirectOnAuthError: false }, { skip: source !== 'templates' });
  if (source === 'mine') {
    const rows = ((mine.data as ListResponse<Ebook> | undefined)?.data ?? []);
    return { loading: mine.isFetching, options: rows.map((b) => ({ kind: 'ebook', id: b.id, title: b.title, cover: b.cover_image })) };
  }
  if (source === 'public') {
    const rows = open.data?.data ?? [];
    return { loading: open.isFetching, options: rows.map((b) => ({ kind: 'ebook', id: b.id, title: b.title, cover: b.cover_image, note: b.final_price > 0 ? t('assign.paid') : undefined })) };
  }
  const rows = ((templates.data as ListResponse<Template> | undefined)?.data ?? []);
  return { loading: templates.isFetching, options: rows.map((tp) => ({ kind: 'template', id: tp.id, title: tp.name, cover: tp.thumbnail })) };
}

/** Gives the class a book to read or a template to write from, with an optional due date. */
export function AssignDialog({ classId, open, onClose }: { classId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('classes');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('assign.title')} description={t('assign.intro')} wide>
      {open && <AssignForm classId={classId} onClose={onClose} />}
    </Modal>
  );
}

function AssignForm({ classId, onClose }: { classId: string; onClose: () => void }) {
  const { t } = useTranslation('classes');
  const words = useServerWords();
  const notice = useClassNotice();
  const [assign, { isLoading }] = useAssignMutation();
  const [source, setSource] = useState<Source>('mine');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { options, loading } = useOptions(source, search);
  const group = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(t('server.assignSomething'));
      return;
    }
    const due_at = day ? dueAt(day) : null;
    try {
      const answer = await assign({ id: classId, values: chosen.kind === 'ebook' ? { ebook_id: chosen.id, due_at } : { template_id: chosen.id, due_at } }).unwrap();
      notice.done(answer.message);
      onClose();
    } catch (refusal) {
      const field = Object.values(fieldErrors(refusal)).flat()[0];
      setError(field ? words(field) : null);
      notice.failed(refusal);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChoiceButtons
          label={t('assign.source')}
          choices={SOURCES}
          value={source}
          onChange={(next) => {
            setSource(next);
            setSearch('');
          }}
          choiceLabel={(s) => t(`assign.sources.${s}`)}
          className="inline-flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1"
          buttonClass={(on) => clsx('rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600', on ? 'bg-white text-gray-900 shadow-xs' : 'text-gray-700 hover:text-gray-900')}
        />
        <SearchBox key={source} label={t('assign.search')} placeholder={t('assign.searchPlaceholder')} value={search} onSearch={setSearch} />
      </div>
      <fieldset aria-busy={loading} className="min-h-40">
        <legend className="sr-only">{t(`assign.sources.${source}`)}</legend>
        {options.length === 0 ? (
          <p className="py-10 text-center text-sm text-gray-600">{loading ? t('loading') : t(`assign.none.${source}`)}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
            {options.map((o) => {
              const on = chosen?.id === o.id && chosen.kind === o.kind;
              return (
                <li key={`${o.kind}-${o.id}`}>
                  <label className={clsx('flex h-full cursor-pointer flex-col gap-2 rounded-lg border p-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600', on ? 'border-primary-600 bg-primary-50' : 'border-gray-200 hover:border-gray-300')}>
                    <input type="radio" name={group} className="sr-only" checked={on} onChange={() => setChosen({ kind: o.kind, id: o.id, title: o.title })} />
                    <SmallCover src={o.cover} className="w-full" />
                    <span className="line-clamp-2 font-medium text-gray-900" dir="auto">
                      {o.title}
                    </span>
                    {o.note && <span className="text-xs text-gray-600">{o.note}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <TextField label={t('assign.due')} hint={t('assign.dueHint')} type="date" value={day} onChange={(e) => setDay(e.target.value)} className="w-56" />
        {chosen && (
          <p className="text-sm text-gray-700">
            {t('assign.chosen')} <strong dir="auto">{chosen.title}</strong>
          </p>
        )}
      </div>
      {error && <FieldError message={error} />}
      <FormButtons labels={{ cancel: t('cancel'), submit: t('assign.submit'), submitting: t('saving') }} submitting={isLoading} onCancel={onClose} />
    </form>
  );
}
