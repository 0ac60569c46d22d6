import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppSelector } from '../../app/hooks';
import { NoteEditor } from './NoteEditor';
import { NotePin } from './NotePin';
import { useNotes } from './useNotes';

type Editing = { kind: 'new'; x: number; y: number } | { kind: 'edit'; id: string };

/** A page's note pins and the note being written (NotesLayer), in the notes' own chunk: loaded when notes are first shown. */
export default function PageNotes({ ebookId, pageId, width, height, scale }: { ebookId: string; pageId: string; width: number; height: number; scale: number }) {
  const { t } = useTranslation('annotations');
  const adding = useAppSelector((s) => s.reader.selectedTool === 'note');
  const { notes, store } = useNotes(ebookId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const layer = useRef<HTMLDivElement>(null);
  const onPage = notes.filter((n) => n.page_id === pageId);

  /** Page px per screen px: the page may be shown zoomed or transformed (a turning page). */
  const toPage = () => {
    const rect = layer.current?.getBoundingClientRect();
    return rect && rect.width > 0 ? width / rect.width : 1 / scale;
  };

  const place = (event: MouseEvent<HTMLDivElement>) => {
    if (!adding || event.target !== event.currentTarget) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const factor = toPage();
    setEditing({ kind: 'new', x: Math.round((event.clientX - rect.left) * factor * 100) / 100, y: Math.round((event.clientY - rect.top) * factor * 100) / 100 });
  };

  const focusPin = (id: string) => requestAnimationFrame(() => layer.current?.querySelector<HTMLElement>(`[data-note-id="${id}"]`)?.focus());
  const open = editing?.kind === 'edit' ? onPage.find((n) => n.id === editing.id) : null;
  const point = editing?.kind === 'new' ? editing : open;

  return (
    <div
      ref={layer}
      dir="ltr"
      data-testid={`notes-layer-${pageId}`}
      className="absolute inset-0 z-20"
      style={{ pointerEvents: adding ? 'auto' : 'none', cursor: adding ? 'copy' : undefined }}
      onClick={place}
    >
      {adding && (
        <button
          type="button"
          className="pointer-events-auto absolute start-2 top-2 z-10 -translate-y-[200%] rounded-md bg-primary-700 px-3 py-1.5 text-sm font-semibold text-white opacity-0 focus:translate-y-0 focus:opacity-100"
          onClick={() => setEditing({ kind: 'new', x: Math.round(width / 2), y: Math.round(height / 2) })}
        >
          {t('layer.addHere')}
        </button>
      )}
      {onPage.map((note) => (
        <NotePin
          key={note.id}
          note={note}
          scale={scale}
          bounds={{ width, height }}
          toPage={toPage}
          onOpen={() => setEditing({ kind: 'edit', id: note.id })}
          onMove={(x, y) => void store.edit(note.id, { x, y }).catch(() => toast.error(t('pin.moveFailed')))}
        />
      ))}
      {editing && point && (
        <NoteEditor
          key={editing.kind === 'edit' ? editing.id : `${editing.x},${editing.y}`}
          note={open ?? null}
          left={point.x * scale}
          top={point.y * scale}
          onClose={() => {
            if (editing.kind === 'edit') focusPin(editing.id);
            setEditing(null);
          }}
          onSave={async ({ text, color }) => {
            if (editing.kind === 'edit') await store.edit(editing.id, { text, color });
            else focusPin((await store.add({ page_id: pageId, x: editing.x, y: editing.y, text, color })).id);
          }}
          onDelete={editing.kind === 'edit' ? () => store.remove(editing.id) : undefined}
        />
      )}
    </div>
  );
}
