import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mic } from 'lucide-react';
import type { BookPage } from '@folio/shared';
import { Button } from '../../../components/Button';
import { Section } from '../../../elements/common/fields';

// The recorder, the waveform and the aligning are loaded when the dialog is opened.
const NarrationDialog = lazy(() => import('./NarrationDialog').then((m) => ({ default: m.NarrationDialog })));

/** The page's narration in the page settings: whether it has one, and the button that records or edits it. */
export function NarrationSection({ page, index }: { page: BookPage; index: number }) {
  const { t } = useTranslation('narration');
  const [open, setOpen] = useState(false);
  const narration = page.narration;
  return (
    <Section title={t('editor.section')}>
      <p className="text-xs text-gray-600">{narration ? t('editor.has', { seconds: Math.round(narration.duration) }) : t('editor.none')}</p>
      <Button variant="secondary" className="self-start px-3 py-1.5" onClick={() => setOpen(true)}>
        <Mic aria-hidden className="size-4" />
        {narration ? t('editor.edit') : t('editor.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NarrationDialog page={page} index={index} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Section>
  );
}
