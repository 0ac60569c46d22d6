import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Delete } from 'lucide-react';
import { PICTURE_SECRET_LENGTH, PICTURES, type Picture } from '@folio/shared';
import { Button, buttonClass } from '../../components/Button';
import { PictureTile } from './PictureTile';
import { isSecretWhole, padKeyTarget, removeLastPicture, tapPicture } from './picturePad';

/**
 * The picture password's pad: sixteen big picture buttons, the slots they fill in order, "remove last" and the
 * sign-in. `onSubmit` answers whether the pictures were refused: then the slots empty for another try. The
 * arrow keys move through the grid as well as Tab does.
 */
export function PicturePad({ onSubmit, message, busy }: { onSubmit: (secret: Picture[]) => Promise<'refused' | 'accepted'>; message: string | null; busy: boolean }) {
  const { t, i18n } = useTranslation('classroom');
  const [slots, setSlots] = useState<Picture[]>([]);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const send = useRef<HTMLButtonElement>(null);
  const whole = isSecretWhole(slots);

  const tap = (picture: Picture) => {
    const next = tapPicture(slots, picture);
    setSlots(next);
    // The last picture tapped: the next thing to do is to sign in.
    if (isSecretWhole(next) && !whole) requestAnimationFrame(() => send.current?.focus());
  };

  const submit = async () => {
    if (!whole || busy) return;
    if ((await onSubmit(slots)) === 'refused') {
      setSlots([]);
      buttons.current[0]?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = buttons.current.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const target = padKeyTarget(index, event.key, i18n.dir() === 'rtl');
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col items-center gap-5"
    >
      <ol aria-label={t('pad.slots')} className="flex justify-center gap-2 sm:gap-3">
        {Array.from({ length: PICTURE_SECRET_LENGTH }, (_, i) => (
          <li
            key={i}
            className={clsx(
              'grid h-22 w-18 place-items-center rounded-2xl border-4 sm:h-26 sm:w-22',
              slots[i] ? 'border-primary-500 bg-primary-50' : 'border-dashed border-gray-300 bg-gray-50 text-2xl font-bold text-gray-400',
            )}
          >
            {slots[i] ? <PictureTile picture={slots[i]} size="slot" /> : (
              <>
                <span aria-hidden>{i + 1}</span>
                <span className="sr-only">{t('pad.emptySlot')}</span>
              </>
            )}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {t('pad.progress', { count: slots.length, total: PICTURE_SECRET_LENGTH })}
      </p>
      {message && (
        <p role="alert" className="w-full rounded-2xl bg-danger-200/40 px-4 py-3 text-center text-lg font-semibold text-danger-700">
          {message}
        </p>
      )}
      <div role="group" aria-label={t('pad.pictures')} onKeyDown={onKeyDown} className="grid w-full grid-cols-4 gap-2 sm:gap-3">
        {PICTURES.map((picture, i) => (
          <button
            key={picture}
            ref={(node) => {
              buttons.current[i] = node;
            }}
            type="button"
            aria-disabled={whole || undefined}
            onClick={() => !whole && tap(picture)}
            className={clsx(
              'flex min-h-22 items-center justify-center rounded-2xl border-2 border-gray-200 bg-white p-1 shadow-sm sm:p-2 transition sm:min-h-28',
              'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              whole ? 'cursor-default opacity-60' : 'hover:border-primary-300 hover:bg-primary-50 active:scale-95',
            )}
          >
            <PictureTile picture={picture} size="pad" />
          </button>
        ))}
      </div>
      <div className="flex w-full flex-col gap-3 sm:flex-row">
        <Button variant="secondary" className="min-h-14 flex-1 rounded-2xl text-lg" disabled={slots.length === 0 || busy} onClick={() => setSlots(removeLastPicture(slots))}>
          <Delete aria-hidden className="size-6 rtl:rotate-180" />
          {t('pad.removeLast')}
        </Button>
        <button ref={send} type="submit" className={buttonClass('primary', 'min-h-14 flex-1 rounded-2xl text-lg')} disabled={!whole || busy}>
          {busy ? t('pad.signingIn') : t('pad.signIn')}
        </button>
      </div>
    </form>
  );
}
