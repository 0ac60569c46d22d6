import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { CLASS_LIMITS, type ClassRecord } from '@folio/shared';
import { Button } from '../../../components/Button';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { TextField } from '../../../components/form/TextField';
import { controlClass, fileInputClass } from '../../../components/form/Field';
import { FieldLabel } from '../../../components/form/FieldLabel';
import { isolated } from '../../../app/i18n';
import { useAddStudentsMutation } from '../api';
import { useOpenCards } from '../cards';
import { useClassNotice, useServerWords } from '../messages';
import { namesFromCsv, namesFromList, type NameLine } from '../names';
import { checkNames, serverNameIssues, type NameIssue } from './nameIssues';

const MODES = ['one', 'list', 'csv'] as const;
type Mode = (typeof MODES)[number];

/**
 * Adding pupils by name only: one, a pasted list (one name a line), or a CSV file whose first column is read into
 * the list to look over first. The names are checked by the server's own rules before they are sent; each refusal
 * names its line. Once added, the pupils' sign-in cards open: their picture passwords are shown only this once.
 */
export function AddPupils({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('classes');
  const words = useServerWords();
  const notice = useClassNotice();
  const openCards = useOpenCards(record);
  const [add, { isLoading }] = useAddStudentsMutation();
  const [mode, setMode] = useState<Mode>('list');
  const [one, setOne] = useState('');
  const [list, setList] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [issues, setIssues] = useState<NameIssue[]>([]);
  const listId = useId();
  const listHintId = useId();
  const fileId = useId();
  const issuesId = useId();

  const lines: NameLine[] = mode === 'one' ? namesFromList(one).slice(0, 1) : namesFromList(list);
  const room = Math.max(0, CLASS_LIMITS.maxStudents - record.student_count);

  const readFile = async (file: File | undefined) => {
    setIssues([]);
    if (!file) return;
    const names = namesFromCsv(await file.text());
    setList(names.map((n) => n.name).join('\n'));
    setFileNote(t('add.fileRead', { count: names.length, file: isolated(file.name) }));
    // The names are looked over in the list before they are added.
    setMode('list');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = lines.length === 0 ? [{ line: null, message: t('server.namesRequired') }] : checkNames(lines);
    setIssues(found);
    if (found.length > 0) return;
    try {
      const answer = await add({ id: record.id, names: lines.map((l) => l.name) }).unwrap();
      notice.done(answer.message);
      setOne('');
      setList('');
      setFileNote(null);
      await openCards(answer.data);
    } catch (error) {
      setIssues(serverNameIssues(error, lines));
      notice.failed(error);
    }
  };

  const issueList = issues.length > 0 && (
    <ul id={issuesId} role="alert" className="flex flex-col gap-1 rounded-md bg-danger-200/30 px-3 py-2 text-sm text-danger-700">
      {issues.map((issue, i) => (
        <li key={i}>
          {issue.line ? t('add.issueAt', { line: issue.line.line, name: isolated(issue.line.name), message: words(issue.message) }) : words(issue.message)}
        </li>
      ))}
    </ul>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <ChoiceButtons
        label={t('add.how')}
        choices={MODES}
        value={mode}
        onChange={(next) => {
          setIssues([]);
          setMode(next);
        }}
        choiceLabel={(m) => t(`add.modes.${m}`)}
        className="inline-flex w-fit flex-wrap gap-1 rounded-lg bg-gray-100 p-1"
        buttonClass={(chosen) =>
          clsx('rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600', chosen ? 'bg-white text-gray-900 shadow-xs' : 'text-gray-700 hover:text-gray-900')
        }
      />
      {mode === 'one' && (
        <TextField label={t('add.name')} value={one} onChange={(e) => setOne(e.target.value)} maxLength={CLASS_LIMITS.studentNameMax + 20} autoComplete="off" aria-describedby={issues.length ? issuesId : undefined} />
      )}
      {mode === 'list' && (
        <div className="flex flex-col gap-1">
          <FieldLabel htmlFor={listId}>{t('add.list')}</FieldLabel>
          <textarea
            id={listId}
            rows={8}
            value={list}
            onChange={(e) => setList(e.target.value)}
            aria-describedby={[listHintId, issues.length ? issuesId : ''].filter(Boolean).join(' ')}
            aria-invalid={issues.length ? true : undefined}
            placeholder={t('add.listPlaceholder')}
            className={controlClass(issues.length > 0)}
          />
          <p id={listHintId} className="text-xs text-gray-600">
            {fileNote ?? t('add.listHint', { max: CLASS_LIMITS.studentNameMax })} {t('add.counted', { count: lines.length })}
          </p>
        </div>
      )}
      {mode === 'csv' && (
        <div className="flex flex-col gap-1">
          <FieldLabel htmlFor={fileId}>{t('add.file')}</FieldLabel>
          <input id={fileId} type="file" accept=".csv,text/csv,.txt,text/plain" aria-describedby={`${fileId}-hint`} className={fileInputClass} onChange={(e) => void readFile(e.target.files?.[0])} />
          <p id={`${fileId}-hint`} className="text-xs text-gray-600">
            {t('add.fileHint')}
          </p>
        </div>
      )}
      {issueList}
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('add.cardsOnce')}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-gray-600">{t('add.room', { count: room })}</p>
        {mode !== 'csv' && (
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('add.adding') : t('add.submit', { count: Math.max(lines.length, 1) })}
          </Button>
        )}
      </div>
    </form>
  );
}
