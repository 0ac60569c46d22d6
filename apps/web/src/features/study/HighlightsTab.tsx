import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { AlertTriangle, Download, NotebookPen, Trash2 } from 'lucide-react';
import type { Highlight } from '@folio/shared';
import { isolated } from '../../app/i18n';
import { useReaderBook } from '../reader/ReaderContext';
import { useReader } from '../reader/useReader';
import { sentenceOf } from './anchor';
import { LoadFailed } from './BookmarksTab';
import { downloadText, highlightsCsv, highlightsMarkdown, type ExportedHighlight } from './exports';
import { ColorChoice, ConfirmDelete, NoteForm, darkButton } from './HighlightControls';
import { HIGHLIGHT_PAINT } from './highlightColors';
import { pagesById } from './pageNames';
import { useStudy } from './useStudy';

/** The files' formats by their own names, the same in every language. */
const FORMATS = { markdown: 'Markdown', csv: 'CSV' } as const;

/** Highlights holding every word searched for, in their words or in their note (any language: no word boundaries). */
function matching(highlights: readonly Highlight[], query: string): Highlight[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...highlights];
  return highlights.filter((h) => {
    const text = `${h.quote.exact}\n${h.note ?? ''}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A file name made of the book's title: what a file system refuses left out. */
const fileNameOf = (title: string, ending: string) => `${title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim().slice(0, 80) || 'book'}-${ending}`;

/**
 * The reader's highlights in page order, each in its sentence with its words marked, found by their words or note,
 * each turning to its page, taking another colour or note, or going (after asking); all of them exported as Markdown
 * or CSV. Highlights whose words the page no longer holds say so.
 */
export function HighlightsTab({ anonymous, onJump }: { anonymous: boolean; onJump: (page: number) => void }) {
  const { t } = useTranslation('study');
  const { ebookId, title } = useReaderBook();
  const pages = useReader((r) => r.ebookData.pages);
  const { highlights, lost, status, store, local } = useStudy(ebookId, anonymous);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const byId = pagesById(pages);
  const ordered = [...highlights].sort((a, b) => (byId.get(a.page_id)?.index ?? Infinity) - (byId.get(b.page_id)?.index ?? Infinity) || a.position.start - b.position.start);
  const shown = matching(ordered, query);

  const exported = (): ExportedHighlight[] =>
    ordered.map((h) => ({ page: byId.get(h.page_id)?.name ?? t('highlights.unknownPage'), color: t(`colors.${h.color}`), sentence: sentenceOf(h.quote), note: h.note, changed: lost.has(h.id) }));
  const exportMarkdown = () => downloadText(highlightsMarkdown(title, exported(), { note: t('export.note'), changed: t('highlights.changed') }), fileNameOf(title, 'highlights.md'), 'text/markdown');
  const exportCsv = () =>
    downloadText(
      highlightsCsv(exported(), { page: t('export.page'), color: t('export.color'), quote: t('export.quote'), sentence: t('export.sentence'), note: t('export.note'), changed: t('highlights.changed') }),
      fileNameOf(title, 'highlights.csv'),
      'text/csv',
    );

  return (
    <div className="flex flex-col gap-3 p-4">
      {local && <p className="text-xs text-slate-300">{t('panel.local')}</p>}
      {status === 'loading' && <p role="status" className="text-sm text-slate-300">{t('panel.loading')}</p>}
      {status === 'error' && <LoadFailed onRetry={() => void store.load()} />}
      {status === 'unavailable' && <p className="text-sm text-slate-300">{t('panel.unavailable')}</p>}
      {status === 'ready' && highlights.length === 0 && <p className="text-sm text-slate-300">{t('highlights.empty')}</p>}
      {highlights.length > 0 && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={searchId} className="text-xs font-medium text-slate-300">
              {t('highlights.search')}
            </label>
            <input
              id={searchId}
              type="search"
              dir="auto"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="rounded-md border border-white/20 bg-slate-800 px-2 py-1.5 text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-primary-300"
            />
          </div>
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('export.label')}>
            <button type="button" className={darkButton()} onClick={exportMarkdown}>
              <Download aria-hidden className="size-4" />
              {FORMATS.markdown}
            </button>
            <button type="button" className={darkButton()} onClick={exportCsv}>
              <Download aria-hidden className="size-4" />
              {FORMATS.csv}
            </button>
          </div>
          <p role="status" className="text-xs text-slate-300">
            {query.trim() ? t('highlights.found', { count: shown.length, query: isolated(query.trim()) }) : t('highlights.count', { count: highlights.length })}
          </p>
          <ul className="flex flex-col gap-2" aria-label={t('highlights.list')}>
            {shown.map((h) => (
              <HighlightItem
                key={h.id}
                highlight={h}
                page={byId.get(h.page_id)}
                changed={lost.has(h.id)}
                onJump={onJump}
                onEdit={(patch) => store.editHighlight(h.id, patch).then(() => undefined, () => void toast.error(t('errors.saveFailed')))}
                onDelete={() => store.removeHighlight(h.id).catch(() => void toast.error(t('errors.deleteFailed')))}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function HighlightItem({ highlight: h, page, changed, onJump, onEdit, onDelete }: {
  highlight: Highlight;
  page: { index: number; name: string } | undefined;
  changed: boolean;
  onJump: (page: number) => void;
  onEdit: (patch: { color?: Highlight['color']; note?: string | null }) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation('study');
  const [mode, setMode] = useState<'view' | 'note' | 'delete'>('view');
  const pageName = page?.name ?? t('highlights.unknownPage');
  const sentence = sentenceOf(h.quote);
  return (
    <li className="rounded-md bg-white/5 p-1" style={{ borderInlineStart: `4px solid ${HIGHLIGHT_PAINT[h.color].swatch}` }} data-testid="highlight-item">
      <button
        type="button"
        disabled={!page}
        onClick={() => page && onJump(page.index)}
        className="flex w-full flex-col gap-1 rounded-md px-2 py-1.5 text-start hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300 disabled:cursor-default"
      >
        <span className="flex items-center gap-2 text-xs text-slate-300">
          <span>{pageName}</span>
          <span aria-hidden>·</span>
          <span>{t(`colors.${h.color}`)}</span>
          {changed && (
            <span className="inline-flex items-center gap-1 rounded bg-amber-400/15 px-1.5 text-amber-200">
              <AlertTriangle aria-hidden className="size-3" />
              {t('highlights.changed')}
            </span>
          )}
        </span>
        {/* The sentence the words are in, the words marked in it in their colour. */}
        <span dir="auto" className="text-sm text-slate-300" data-testid="highlight-sentence">
          “{sentence.before}
          <mark className="rounded-sm px-0.5 text-slate-50" style={{ backgroundColor: HIGHLIGHT_PAINT[h.color].mark }}>
            {sentence.words}
          </mark>
          {sentence.after}”
        </span>
        {h.note && mode !== 'note' && (
          <span dir="auto" className="text-sm whitespace-pre-wrap text-slate-300">
            <span className="sr-only">{t('export.note')}: </span>
            {h.note}
          </span>
        )}
      </button>
      {mode === 'view' && (
        <div className="flex flex-wrap items-center gap-2 px-2 pt-1 pb-1.5">
          <ColorChoice value={h.color} onChoose={(color) => void onEdit({ color })} label={t('highlights.colorOf', { quote: h.quote.exact.slice(0, 40) })} />
          <span className="ms-auto flex gap-1">
            <button type="button" className={darkButton()} onClick={() => setMode('note')} aria-label={t(h.note ? 'highlights.editNoteOf' : 'highlights.addNoteTo', { quote: h.quote.exact.slice(0, 40) })}>
              <NotebookPen aria-hidden className="size-4" />
            </button>
            <button type="button" className={darkButton()} onClick={() => setMode('delete')} aria-label={t('highlights.deleteOf', { quote: h.quote.exact.slice(0, 40) })}>
              <Trash2 aria-hidden className="size-4" />
            </button>
          </span>
        </div>
      )}
      {mode === 'note' && (
        <div className="px-2 pb-2">
          <NoteForm initial={h.note ?? ''} onCancel={() => setMode('view')} onSave={(note) => onEdit({ note: note || null }).then(() => setMode('view'))} />
        </div>
      )}
      {mode === 'delete' && (
        <div className="px-2 pb-2">
          <ConfirmDelete onKeep={() => setMode('view')} onDelete={onDelete} />
        </div>
      )}
    </li>
  );
}
