import { BookOpen } from 'lucide-react';
import clsx from 'clsx';

/**
 * A cover at the 3:4 shape of the seeded and uploaded covers. The box has its size before the picture
 * arrives, so nothing below it moves; pictures below the fold load lazily.
 */
export function BookCover({ src, eager = false, className }: { src: string | null; eager?: boolean; className?: string }) {
  return (
    <span className={clsx('block aspect-[3/4] w-full overflow-hidden rounded-lg bg-gray-100 shadow-sm ring-1 ring-black/5', className)}>
      {src ? (
        // The first covers are the page's largest paint: asked for before the page's other pictures.
        <img src={src} alt="" width={600} height={800} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" className="size-full object-cover" />
      ) : (
        <span className="grid size-full place-items-center bg-gradient-to-br from-primary-50 to-primary-100 text-primary-300">
          <BookOpen aria-hidden className="size-12" />
        </span>
      )}
    </span>
  );
}
