import { useId, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { FilePlus2, Sparkles } from 'lucide-react';
import type { Assignment } from '@folio/shared';
import { buttonClass } from '../../components/Button';
import { errorMessage, fieldErrors } from '../../http/client';
import { serverText } from '../../http/serverText';
import { useStartClassroomBookMutation } from './api';

/** The blank book's value among the choices of what to start from. */
const BLANK = '';

/**
 * "New book": a title, and a blank book or one of the templates the teacher gave the class; the editor opens on
 * the book once the server has made it. `template` is the choice, kept by the classroom so that a template's
 * "Start a book from this" can choose it.
 */
export function NewBookForm({ templates, template, onTemplate, titleRef }: { templates: Assignment[]; template: string; onTemplate: (id: string) => void; titleRef: RefObject<HTMLInputElement | null> }) {
  const { t, i18n } = useTranslation('classroom');
  const navigate = useNavigate();
  const [start, starting] = useStartClassroomBookMutation();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setProblem(t('newBook.titleRequired'));
      titleRef.current?.focus();
      return;
    }
    const answer = await start({ title: title.trim(), ...(template ? { template_id: template } : {}) });
    if ('data' in answer && answer.data) {
      navigate(`/ebooks/edit/${encodeURIComponent(answer.data.id)}`);
      return;
    }
    const field = Object.values(fieldErrors(answer.error)).flat()[0];
    setProblem(field ? serverText(i18n, field) : errorMessage(answer.error, t('server.noAnswer')));
  };

  const choices = [{ value: BLANK, label: t('newBook.blank'), Icon: FilePlus2 }, ...templates.map((a) => ({ value: a.item.id, label: a.item.title, Icon: Sparkles }))];

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 rounded-3xl border-2 border-primary-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-gray-900">
        {t('newBook.title')}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-title`} className="text-lg font-semibold text-gray-900">
            {t('newBook.titleLabel')}
          </label>
          <input
            ref={titleRef}
            id={`${id}-title`}
            value={title}
            maxLength={200}
            dir="auto"
            onChange={(event) => {
              setTitle(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="rounded-2xl border-2 border-gray-300 bg-white px-4 py-3 text-xl outline-none focus:border-primary-500 focus:ring-4 focus:ring-primary-100"
          />
          {problem && (
            <p id={`${id}-problem`} role="alert" className="text-base font-semibold text-danger-700">
              {problem}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="text-lg font-semibold text-gray-900">{t('newBook.startFrom')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {choices.map(({ value, label, Icon }) => (
              <label
                key={value || 'blank'}
                className={clsx(
                  'flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 text-lg has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                  template === value ? 'border-primary-500 bg-primary-50' : 'border-gray-200 bg-white hover:border-primary-300',
                )}
              >
                <input type="radio" name={`${id}-from`} value={value} checked={template === value} onChange={() => onTemplate(value)} className="size-5 accent-primary-600" />
                <Icon aria-hidden className="size-6 shrink-0 text-primary-600" />
                <bdi dir="auto" className="min-w-0 break-words">
                  {label}
                </bdi>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={starting.isLoading} className={buttonClass('primary', 'min-h-14 rounded-2xl text-xl sm:self-start sm:px-8')}>
          {starting.isLoading ? t('newBook.starting') : t('newBook.start')}
        </button>
      </form>
    </section>
  );
}
