import type { LucideIcon } from 'lucide-react';

/**
 * What a player looks like while the page is edited or shown small: a still card with the kind of media
 * and its name, taking no pointer events from the editor's drag and loading nothing.
 */
export function MediaPoster({ icon: Icon, label, detail, dark }: { icon: LucideIcon; label: string; detail?: string; dark?: boolean }) {
  return (
    <div
      className={
        dark
          ? 'flex size-full flex-col items-center justify-center gap-2 overflow-hidden rounded-[inherit] bg-gray-900 p-3 text-center text-gray-100'
          : 'flex size-full flex-col items-center justify-center gap-2 overflow-hidden rounded-[inherit] border border-dashed border-gray-300 bg-gray-50 p-3 text-center text-gray-500'
      }
    >
      <Icon aria-hidden className="size-7 shrink-0" />
      <span className="text-sm font-medium">{label}</span>
      {detail && (
        <span dir="auto" className="max-w-full truncate text-xs opacity-75">
          {detail}
        </span>
      )}
    </div>
  );
}
