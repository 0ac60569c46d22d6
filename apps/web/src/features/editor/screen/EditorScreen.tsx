import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBooksHome } from '../../auth/booksHome';
import { FileText, SearchX } from 'lucide-react';
import { useAppDispatch } from '../../../app/hooks';
import { buttonClass } from '../../../components/Button';
import { FullScreenSpinner } from '../../../components/FullScreenSpinner';
import { errorMessage, errorStatus } from '../../../http/client';
import { setSize } from '../../scale/scaleSlice';
import { setPreviewActive } from '../../toolbar/toolbarSlice';
import { setPages } from '../state/editorSlice';
import { clearDraft, draftKey } from '../autosave/draftStore';
import type { DocumentKind } from '../api';
import { EditorSession } from './EditorSession';
import { useEditorDocument } from './useEditorDocument';
import { useDocumentTitle } from '../../../app/useDocumentTitle';

/** Why a document could not be read, in words: the server's message, a format the editor cannot read, or 'try again'. */
const failureText = (error: unknown, fallback: string) => {
  const ownMessage = error && typeof error === 'object' && !('status' in error) && 'message' in error ? error.message : undefined;
  return errorMessage(error, typeof ownMessage === 'string' ? ownMessage : fallback);
};

/**
 * Opens a book or a template in the editor: reads it and its pages (older formats migrated), puts them in
 * the editor's store, looks for unsaved work kept in this browser, then shows the editor, or says clearly
 * why it cannot (not found, a PDF book, not yours to edit).
 */
export function EditorScreen({ kind, id, embedded = false }: { kind: DocumentKind; id: string; embedded?: boolean }) {
  const { t } = useTranslation('editor');
  const booksHome = useBooksHome();
  const dispatch = useAppDispatch();
  const key = draftKey(kind, id);
  const load = useEditorDocument(kind, id);
  const [openedKey, setOpenedKey] = useState<string | null>(null);
  const ready = load.state === 'ready' ? load : null;
  useDocumentTitle(ready ? t('documentTitle', { title: ready.doc.title }) : null);

  // The store holds the document before the editor mounts: autosave takes these pages as saved. Once per
  // document: from then on the store's pages are the editor's, whatever is read again meanwhile.
  useEffect(() => {
    if (!ready || openedKey === key) return;
    dispatch(setPreviewActive(false));
    dispatch(setSize(ready.doc.pageSize));
    dispatch(setPages(ready.doc.pages));
    // A browser copy the server already has is nothing to offer back: it goes before the editor writes its own.
    const cleared = ready.draft ? Promise.resolve() : clearDraft(key);
    void cleared.then(() => setOpenedKey(key));
  }, [ready, openedKey, key, dispatch]);

  const back = kind === 'ebook' ? booksHome : '/admin/templates';
  if (load.state === 'failed') {
    const notFound = errorStatus(load.error) === 404;
    return (
      <Notice icon={SearchX} title={t(notFound ? 'load.notFound' : 'load.failed')} text={failureText(load.error, t('load.tryAgain'))} back={back} backLabel={t(kind === 'ebook' ? 'toolbar.backToBooks' : 'toolbar.backToTemplates')} />
    );
  }
  if (load.state === 'pdfProcessing') return <Notice icon={FileText} title={t('load.pdfProcessingTitle')} text={t('load.pdfProcessingText')} back={back} backLabel={t('toolbar.backToBooks')} />;
  if (load.state === 'pdfUnreadable') return <Notice icon={FileText} title={t('load.pdfUnreadableTitle')} text={t('load.pdfUnreadableText')} back={back} backLabel={t('toolbar.backToBooks')} />;
  if (load.state === 'readOnly') {
    const preview = kind === 'template' ? `/templates/${id}` : back;
    return <Notice icon={SearchX} title={t('load.readOnlyTitle')} text={t('load.readOnlyText')} back={preview} backLabel={t(kind === 'template' ? 'load.openPreview' : 'toolbar.backToBooks')} />;
  }
  if (!ready || openedKey !== key) return embedded ? <p className="p-6 text-gray-500">{t('load.loading')}</p> : <FullScreenSpinner label={t('load.loading')} />;
  return <EditorSession key={key} doc={ready.doc} initialDraft={ready.draft} embedded={embedded} />;
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
