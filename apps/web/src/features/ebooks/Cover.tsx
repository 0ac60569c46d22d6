import { BookOpen } from 'lucide-react';
import clsx from 'clsx';

const SIZES = { small: 'h-14 w-10', large: 'h-64 w-44' } as const;

/** A book's cover, or a quiet placeholder when it has none yet. */
export function Cover({ src, size = 'small' }: { src: string | null; size?: keyof typeof SIZES }) {
  return src ? (
    <img src={src} alt="" loading="lazy" className={clsx(SIZES[size], 'shrink-0 rounded border border-gray-200 object-cover shadow-xs')} />
  ) : (
    <span className={clsx(SIZES[size], 'grid shrink-0 place-items-center rounded border border-dashed border-gray-300 bg-gray-50 text-gray-400')}>
      <BookOpen aria-hidden className={size === 'small' ? 'size-5' : 'size-10'} />
    </span>
  );
}
