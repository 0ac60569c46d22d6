import clsx from 'clsx';

/** A message where the pages would be: the PDF opening, an empty book, a book that cannot be read. */
export function StageMessage({ text, tone }: { text: string; tone: 'busy' | 'info' | 'error' }) {
  return (
    <div className="grid h-full place-items-center p-6">
      <p role={tone === 'error' ? 'alert' : 'status'} className={clsx('flex items-center gap-3 rounded-xl px-5 py-4 text-center text-sm', tone === 'error' ? 'bg-danger-700/80 text-white' : 'bg-white/10 text-slate-100')}>
        {tone === 'busy' && <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-white/30 border-t-white" />}
        {text}
      </p>
    </div>
  );
}
