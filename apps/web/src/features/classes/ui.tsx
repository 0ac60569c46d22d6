import type { ReactNode } from 'react';
import { BookOpen, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { IconButton } from '../../components/IconButton';

/** A tab's part under its heading: a white card, as the dashboard's panels are. */
export function Panel({ title, intro, actions, children, className }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={clsx('rounded-xl border border-gray-200 bg-white shadow-xs', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-200 p-4">
        <div className="min-w-0 flex-1 basis-60">
          <h2 className="text-lg font-bold text-gray-900">{title}</h2>
          {intro && <div className="mt-1 text-sm text-gray-600">{intro}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="p-4">{children}</div>
    </section>
  );
}

/** A row's action: an icon named by its label (its tooltip too); `danger` for the ones that remove. */
export function RowAction({ label, icon: Icon, onClick, danger = false }: { label: string; icon: LucideIcon; onClick: () => void; danger?: boolean }) {
  return (
    <IconButton
      label={label}
      onClick={onClick}
      className={clsx('rounded p-2 focus-visible:outline-2 focus-visible:outline-primary-600', danger ? 'text-danger-700 hover:bg-danger-200/40' : 'text-gray-600 hover:bg-gray-100')}
    >
      <Icon aria-hidden className="size-4" />
    </IconButton>
  );
}

/** A table of a tab: scrolls sideways on a narrow screen rather than squeezing its columns. */
export function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const th = 'px-3 py-2 text-start';
export const td = 'border-t border-gray-100 px-3 py-2 align-middle';

/** What an empty part of a tab says to do next. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-sm text-gray-600">{children}</p>;
}

export const tabPanelClass = 'min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600';

/** A book's or template's cover, small, at the covers' 3:4 shape, beside its row. */
export function SmallCover({ src, className }: { src: string | null; className?: string }) {
  return (
    <span className={clsx('block aspect-[3/4] shrink-0 overflow-hidden rounded bg-gray-100 ring-1 ring-black/5', className)}>
      {src ? <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" /> : <BookOpen aria-hidden className="m-auto mt-[40%] size-5 text-primary-300" />}
    </span>
  );
}

/** The header cell of a row (a pupil's name), read at the start of the line whatever the direction. */
export const rowHead = 'border-t border-gray-100 px-3 py-2 text-start align-middle font-medium whitespace-nowrap text-gray-900';
