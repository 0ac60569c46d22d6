import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';

const iconButton = 'rounded p-1 hover:bg-gray-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary-600';

interface ListEditorProps<T extends { id: string }> {
  items: T[];
  onChange: (items: T[]) => void;
  /** a new item, for the add button */
  create: () => T;
  max: number;
  labels: { row: (n: number) => string; remove: (n: number) => string; add: string; moveUp?: (n: number) => string; moveDown?: (n: number) => string };
  /** the item's own fields; `update` changes this item only */
  children: (item: T, n: number, update: (changes: Partial<T>) => void) => ReactNode;
}

/**
 * An inspector's list of things the author writes one by one (cards, answers, pairs, steps): each numbered,
 * with its fields, removed by its button and, where order matters (`labels.moveUp`), moved up and down; an
 * add button under them, up to `max`.
 */
export function ListEditor<T extends { id: string }>({ items, onChange, create, max, labels, children }: ListEditorProps<T>) {
  const update = (id: string, changes: Partial<T>) => onChange(items.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <>
      <ol className="flex flex-col gap-2">
        {items.map((item, i) => (
          <li key={item.id} className="flex flex-col gap-1 rounded-md border border-gray-200 p-2">
            <div className="flex items-center justify-between gap-1">
              <span className="text-xs font-semibold text-gray-600">{labels.row(i + 1)}</span>
              <span className="flex gap-0.5">
                {labels.moveUp && (
                  <button type="button" className={iconButton} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={labels.moveUp(i + 1)}>
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                )}
                {labels.moveDown && (
                  <button type="button" className={iconButton} disabled={i === items.length - 1} onClick={() => move(i, i + 1)} aria-label={labels.moveDown(i + 1)}>
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                )}
                <button type="button" className={`${iconButton} text-danger-700`} onClick={() => onChange(items.filter((x) => x.id !== item.id))} aria-label={labels.remove(i + 1)} title={labels.remove(i + 1)}>
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </span>
            </div>
            {children(item, i + 1, (changes) => update(item.id, changes))}
          </li>
        ))}
      </ol>
      <button type="button" disabled={items.length >= max} onClick={() => onChange([...items, create()])} className="inline-flex w-fit items-center gap-1 rounded-md border border-gray-300 px-2 py-1 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-50">
        <Plus aria-hidden className="size-4" />
        {labels.add}
      </button>
    </>
  );
}
