import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as Popover from '@radix-ui/react-popover';
import type { Editor } from '@tiptap/react';
import { Link, Unlink } from 'lucide-react';
import clsx from 'clsx';
import { safeLinkUrl } from '@folio/shared';

/** The toolbar's link button: an address field in a popover; only http, https and mailto are accepted. */
export function LinkButton({ editor, href }: { editor: Editor; href: string }) {
  const { t } = useTranslation('elements');
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValue(href);
      setInvalid(false);
    }
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const url = safeLinkUrl(value);
    if (!url) return setInvalid(true);
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger
        aria-label={t('text.link')}
        title={t('text.link')}
        aria-pressed={Boolean(href)}
        onMouseDown={(e) => e.preventDefault()}
        className={clsx('grid size-7 place-items-center rounded hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600', href && 'bg-primary-100 text-primary-800')}
      >
        <Link aria-hidden className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={6} className="z-50 w-72 rounded-lg border border-gray-200 bg-white p-3 shadow-lg" onPointerDown={(e) => e.stopPropagation()}>
          <form onSubmit={apply} className="flex flex-col gap-2">
            <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
              {t('text.linkAddress')}
              <input
                type="url"
                dir="ltr"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                placeholder="https://"
                aria-invalid={invalid || undefined}
                className="rounded-md border border-gray-300 px-2 py-1 text-sm font-normal outline-none focus:border-primary-500 focus:ring-2 focus:ring-primary-200"
              />
            </label>
            {invalid && <p className="text-xs text-danger-700">{t('link.urlInvalid')}</p>}
            <div className="flex justify-end gap-2">
              {href && (
                <button type="button" onClick={remove} className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-danger-700 hover:bg-danger-200/30">
                  <Unlink aria-hidden className="size-3.5" />
                  {t('text.removeLink')}
                </button>
              )}
              <button type="submit" className="rounded-md bg-primary-600 px-3 py-1 text-xs font-semibold text-white hover:bg-primary-700">
                {t('text.applyLink')}
              </button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
