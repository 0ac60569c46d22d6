import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { BookContentsResponseSchema, headingContents, STUDY_LIMITS, type ContentsEntry } from '@folio/shared';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { showToast } from '../../../components/showToast';
import { api, errorMessage } from '../../../http/client';
import { pdfOutline } from '../../reader/pdf/outline';
import { selectPages } from '../state/selectors';
import type { EditorDocument } from '../screen/useEditorDocument';

const LEVELS = Array.from({ length: STUDY_LIMITS.contentsLevelMax }, (_, i) => i + 1);
const field = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-primary-600';
const rowButton = 'rounded p-1.5 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-40';

/**
 * The book's contents as its readers' Study panel lists them (issue 53): the author's own list once they keep one,
 * else what Folio makes by itself (the book's headings as they are in the editor now, or a PDF book's outline),
 * which the author may take as the start of their own. Saved apart from the pages (PUT …/contents); "Use the book's
 * headings" drops the author's list.
 */
export function ContentsDialog({ doc, open, onOpenChange }: { doc: EditorDocument; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('editor');
  const pages = useAppSelector(selectPages);
  const currentPage = useAppSelector((s) => s.editor.currentPage);
  const [entries, setEntries] = useState<ContentsEntry[] | null>(null);
  const [own, setOwn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const made = async () => (doc.pdf ? pdfOutline(doc.pdf) : headingContents(pages));
  useEffect(() => {
    let current = true;
    void api
      .get<unknown>(`/public/ebooks/${encodeURIComponent(doc.id)}/contents`, { notify: false })
      .then(({ data }) => BookContentsResponseSchema.parse(data).data)
      .catch(() => null)
      .then(async (stored) => {
        const authors = stored?.source === 'author' ? stored.entries : null;
        const list = authors ?? (await made());
        if (!current) return;
        setOwn(authors !== null);
        setEntries(list);
      });
    return () => void (current = false);
    // Read as the dialog opens: the pages' headings of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc.id]);

  const change = (index: number, patch: Partial<ContentsEntry>) => setEntries((list) => list && list.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const move = (index: number, by: number) =>
    setEntries((list) => {
      if (!list) return list;
      const next = [...list];
      const [entry] = next.splice(index, 1);
      next.splice(index + by, 0, entry!);
      return next;
    });
  const save = async (list: ContentsEntry[] | null) => {
    setBusy(true);
    setProblem(null);
    try {
      await api.put(`/admin/ebooks/${encodeURIComponent(doc.id)}/contents`, { entries: list }, { notify: false });
    } catch (error) {
      setProblem(errorMessage(error, t('contents.failed')));
      return;
    } finally {
      setBusy(false);
    }
    showToast('success', list ? t('contents.saved') : t('contents.reset'));
    onOpenChange(false);
  };
  const pageName = (index: number) => t('contents.pageOption', { n: index + 1, name: pages[index]?.name || t('pages.defaultName', { n: index + 1 }) });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('contents.title')} description={own ? t('contents.own') : t(doc.pdf ? 'contents.fromOutline' : 'contents.fromHeadings')} wide>
      {entries === null ? (
        <p role="status" className="text-sm text-gray-600">{t('contents.loading')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {entries.length === 0 && <p className="text-sm text-gray-600">{t(doc.pdf ? 'contents.emptyPdf' : 'contents.empty')}</p>}
          <ol className="flex flex-col gap-2">
            {entries.map((entry, index) => (
              <li key={index} className="flex flex-wrap items-center gap-2 rounded-md border border-gray-200 p-2" style={{ marginInlineStart: `${(entry.level - 1) * 0.75}rem` }}>
                <input className={`${field} min-w-40 flex-1`} aria-label={t('contents.entryTitle', { n: index + 1 })} value={entry.title} maxLength={STUDY_LIMITS.contentsTitle} dir="auto" onChange={(e) => change(index, { title: e.target.value })} />
                <select className={field} aria-label={t('contents.entryLevel', { n: index + 1 })} value={entry.level} onChange={(e) => change(index, { level: Number(e.target.value) })}>
                  {LEVELS.map((level) => (
                    <option key={level} value={level}>{t('contents.level', { n: level })}</option>
                  ))}
                </select>
                <select className={`${field} max-w-48`} aria-label={t('contents.entryPage', { n: index + 1 })} value={entry.page} onChange={(e) => change(index, { page: Number(e.target.value) })}>
                  {pages.map((page, i) => (
                    <option key={page.id} value={i}>{pageName(i)}</option>
                  ))}
                </select>
                <span className="flex">
                  <button type="button" className={rowButton} aria-label={t('contents.up', { n: index + 1 })} title={t('contents.up', { n: index + 1 })} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                  <button type="button" className={rowButton} aria-label={t('contents.down', { n: index + 1 })} title={t('contents.down', { n: index + 1 })} disabled={index === entries.length - 1} onClick={() => move(index, 1)}>
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                  <button type="button" className={`${rowButton} hover:text-danger-700`} aria-label={t('contents.remove', { n: index + 1 })} title={t('contents.remove', { n: index + 1 })} onClick={() => setEntries(entries.filter((_, i) => i !== index))}>
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            className="self-start"
            disabled={entries.length >= STUDY_LIMITS.contentsEntries}
            onClick={() => setEntries([...entries, { title: pages[currentPage]?.name || t('pages.defaultName', { n: currentPage + 1 }), page: currentPage, level: 1 }])}
          >
            <Plus aria-hidden className="size-4" />
            {t('contents.add')}
          </Button>
          {problem && <p role="alert" className="text-sm text-danger-700">{problem}</p>}
          <div className="flex flex-wrap justify-end gap-2 border-t border-gray-100 pt-3">
            {own && (
              <Button variant="secondary" disabled={busy} onClick={() => void save(null)}>
                {t('contents.useHeadings')}
              </Button>
            )}
            <Button disabled={busy} onClick={() => void save(entries.map((entry) => ({ ...entry, title: entry.title.trim() })))}>
              {t('contents.save')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
