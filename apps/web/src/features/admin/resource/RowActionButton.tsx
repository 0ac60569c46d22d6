import type { LucideIcon } from 'lucide-react';

/** An icon button of a table row's actions, named by `label`; `danger` for the ones that delete. */
export function RowActionButton({ label, icon: Icon, onClick, danger = false }: { label: string; icon: LucideIcon; onClick: () => void; danger?: boolean }) {
  return (
    <button type="button" className={danger ? 'rounded p-1.5 text-danger-700 hover:bg-danger-200/40' : 'rounded p-1.5 text-gray-600 hover:bg-gray-100'} onClick={onClick} aria-label={label}>
      <Icon aria-hidden className="size-4" />
    </button>
  );
}
