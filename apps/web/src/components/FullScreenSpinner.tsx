import { BookOpen } from 'lucide-react';

/**
 * Shown while a lazily loaded screen arrives (spec §2). It may render before translations exist, so its
 * accessible name is given by the caller when it can be translated.
 */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 grid place-items-center bg-white/80 backdrop-blur-sm">
      <div className="relative grid size-20 place-items-center">
        <span className="absolute inset-0 animate-spin rounded-full border-4 border-primary-100 border-t-primary-600" />
        <BookOpen aria-hidden className="size-8 text-primary-600" />
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
