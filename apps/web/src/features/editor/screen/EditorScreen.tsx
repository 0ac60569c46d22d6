import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, SearchX } from 'lucide-react';
import { useAppDispatch } from '../../../app/hooks';
import { buttonClass } from '../../../components/Button';
import { FullScreenSpinner } from '../../../components/FullScreenSpinner';
import { setSize } from '../../scale/scaleSlice';
import { setPreviewActive } from '../../toolbar/toolbarSlice';
import { setPages } from '../state/editorSlice';
import { clearDraft, draftDiffers, draftKey, readDraft, type Draft } from '../autosave/draftStore';
import { loadDocument, loadFailure, type DocumentKind, type EditorDocument, type LoadFailure } from './documentApi';
import { EditorSession } from './EditorSession';

type Load =
  | { key: string; state: 'ready'; doc: EditorDocument; draft: Draft | null }
  | { key: string; state: 'failed'; failure: LoadFailure };

/**
 * Opens a book or a template in the editor: loads it and its pages (older formats migrated), puts them in
 * the editor's store, looks for unsaved work kept in this browser, then shows the editor, or says clearly
 * why it cannot (not found, a PDF book, not yours to edit).
 */
export function EditorScreen({ kind, id, embedded = false }: { kind: DocumentKind; id: string; embedded?: boolean }) {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const key = `${kind}:${id}`;
  const [load, setLoad] = useState<Load | null>(null);

  useEffect(() => {
    let live = true;
    loadDocument(kind, id)
      .then(async (doc) => {
        if (!live) return;
        let draft: Draft | null = null;
        if (doc.canEdit && !doc.isPdf) {
          // The store holds the document before the editor mounts: autosave takes these pages as saved.
          dispatch(setPreviewActive(false));
          dispatch(setSize(doc.pageSize));
          dispatch(setPages(doc.pages));
          const stored = await readDraft(draftKey(kind, id));
          if (stored && draftDiffers(stored, doc.pages)) draft = stored;
          else if (stored) await clearDraft(draftKey(kind, id));
        }
        if (live) setLoad({ key, state: 'ready', doc, draft });
      })
      .catch((error: unknown) => live && setLoad({ key, state: 'failed', failure: loadFailure(error) }));
    return () => {
      live = false;
    };
  }, [kind, id, key, dispatch]);

  const current = load?.key === key ? load : null;
  if (!current) return embedded ? <p className="p-6 text-gray-500">{t('load.loading')}</p> : <FullScreenSpinner label={t('load.loading')} />;
  const back = kind === 'ebook' ? '/admin/ebooks' : '/admin/templates';
  if (current.state === 'failed') {
    const notFound = current.failure.status === 404;
    return (
      <Notice icon={SearchX} title={t(notFound ? 'load.notFound' : 'load.failed')} text={current.failure.message ?? t('load.tryAgain')} back={back} backLabel={t(kind === 'ebook' ? 'toolbar.backToBooks' : 'toolbar.backToTemplates')} />
    );
  }
  const { doc } = current;
  if (doc.isPdf) return <Notice icon={FileText} title={t('load.pdfTitle')} text={t('load.pdfText')} back={back} backLabel={t('toolbar.backToBooks')} />;
  if (!doc.canEdit) {
    const preview = kind === 'template' ? `/templates/${doc.id}` : back;
    return <Notice icon={SearchX} title={t('load.readOnlyTitle')} text={t('load.readOnlyText')} back={preview} backLabel={t(kind === 'template' ? 'load.openPreview' : 'toolbar.backToBooks')} />;
  }
  return <EditorSession key={key} doc={doc} initialDraft={current.draft} embedded={embedded} />;
}

function Notice({ icon: Icon, title, text, back, backLabel }: { icon: typeof FileText; title: string; text: string; back: string; backLabel: string }) {
  return (
    <main className="grid min-h-[60vh] place-items-center p-6">
      <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
        <Icon aria-hidden className="size-12 text-primary-600" />
        <h1 className="text-xl font-bold text-gray-900">{title}</h1>
        <p className="text-gray-600">{text}</p>
        <Link to={back} className={buttonClass('secondary')}>
          {backLabel}
        </Link>
      </div>
    </main>
  );
}
