import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@folio/shared';
import { CalendarX } from 'lucide-react';
import { Button } from '../../../components/Button';
import { IconButton } from '../../../components/IconButton';
import { controlClass } from '../../../components/form/Field';
import { useUpdateAssignmentMutation } from '../api';
import { useClassNotice } from '../messages';
import { dueAt, dueInputValue } from './dueDate';

/** An assignment's due date, changed or cleared in place; Save and Clear appear only when they would change something. */
export function DueDate({ classId, assignment }: { classId: string; assignment: Assignment }) {
  const { t } = useTranslation('classes');
  const id = useId();
  const notice = useClassNotice();
  const [update, { isLoading }] = useUpdateAssignmentMutation();
  const saved = dueInputValue(assignment.due_at);
  const [day, setDay] = useState(saved);
  const save = (value: string | null) => notice.run(update({ id: classId, assignmentId: assignment.id, due_at: value }).unwrap());
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('library.dueFor', { title: assignment.item.title })}
      </label>
      <input id={id} type="date" value={day} onChange={(e) => setDay(e.target.value)} className={`${controlClass()} w-auto py-1`} />
      {day !== saved && day !== '' && (
        <Button variant="secondary" className="px-3 py-1" disabled={isLoading} onClick={() => void save(dueAt(day))}>
          {t('save')}
        </Button>
      )}
      {saved !== '' && (
        <IconButton
          label={t('library.clearDueFor', { title: assignment.item.title })}
          disabled={isLoading}
          onClick={() => void save(null).then((answer) => answer && setDay(''))}
          className="rounded p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <CalendarX aria-hidden className="size-4" />
        </IconButton>
      )}
    </div>
  );
}
