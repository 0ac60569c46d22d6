import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { COMMENT_LIMITS } from '@folio/shared';
import { Button } from '../../components/Button';
import { controlClass, Field } from '../../components/form/Field';
import type { MentionablePerson } from './api';
import { insertMention, matchingPeople, mentionQueryAt, mentionsIn } from './mentions';

/**
 * A comment's text, with `@` to mention the book's people (`people`; none: no picker, as an edit keeps the mentions
 * it was written with). `onSubmit` answers whether it was taken: the text then empties (or the edit closes).
 */
export function CommentComposer({ label, submitLabel, people, initial = '', onSubmit, onCancel, busy }: {
  label: string;
  submitLabel: string;
  people?: readonly MentionablePerson[];
  initial?: string;
  onSubmit: (body: string, mentions: string[]) => Promise<boolean>;
  onCancel?: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const [picked, setPicked] = useState<MentionablePerson[]>([]);
  const [typing, setTyping] = useState<{ start: number; caret: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const offered = people && typing ? matchingPeople(people, typing.query) : [];
  const open = offered.length > 0;

  /** What is typed at the caret: an `@name` being written opens the picker on the people it matches. */
  const follow = (area: HTMLTextAreaElement) => {
    const caret = area.selectionStart;
    const found = area.selectionEnd === caret ? mentionQueryAt(area.value, caret) : null;
    setTyping(found && { ...found, caret });
    setActive(0);
  };

  const pick = (person: MentionablePerson) => {
    if (!typing) return;
    const next = insertMention(text, typing.start, typing.caret, person.name);
    setText(next.text);
    setPicked((list) => [...list.filter((p) => p.id !== person.id), person]);
    setTyping(null);
    // The caret goes after the name, once React has written the new text.
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => (i + 1) % offered.length),
      ArrowUp: () => setActive((i) => (i - 1 + offered.length) % offered.length),
      Enter: () => pick(offered[active]!),
      Tab: () => pick(offered[active]!),
      // Closes the picker only, not the panel around it.
      Escape: () => setTyping(null),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    move();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return setError(t('server.bodyRequired'));
    if (body.length > COMMENT_LIMITS.bodyMax) return setError(t('server.bodyTooLong'));
    setError(undefined);
    if (await onSubmit(body, mentionsIn(body, picked))) {
      setText('');
      setPicked([]);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2">
      <Field label={label} error={error} hint={people ? t('mentionHint') : undefined}>
        {({ id, describedBy, invalid }) => (
          <div className="relative">
            <textarea
              ref={field}
              id={id}
              rows={3}
              dir="auto"
              value={text}
              maxLength={COMMENT_LIMITS.bodyMax}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-autocomplete={people ? 'list' : undefined}
              aria-controls={open ? listId : undefined}
              aria-activedescendant={open ? optionId(active) : undefined}
              className={controlClass(invalid)}
              onChange={(e) => {
                setText(e.target.value);
                follow(e.target);
              }}
              onSelect={(e) => follow(e.currentTarget)}
              onKeyDown={onKeyDown}
              onBlur={() => setTyping(null)}
            />
            {open && (
              <ul id={listId} role="listbox" aria-label={t('mentionPeople')} className="absolute start-0 top-full z-10 mt-1 max-h-48 w-full overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg">
                {offered.map((person, i) => (
                  <li
                    key={person.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    dir="auto"
                    className={clsx('cursor-pointer px-3 py-1.5 text-sm', i === active ? 'bg-primary-50 text-primary-800' : 'text-gray-800')}
                    // Before the field's blur closes the list.
                    onMouseDown={(e) => {
                      e.preventDefault();
                      pick(person);
                    }}
                  >
                    {person.name}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Field>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
