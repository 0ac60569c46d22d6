import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { controlClass } from '../../components/form/Field';
import { FieldLabel } from '../../components/form/FieldLabel';

/**
 * The flipbook's address to share (?ref=share: views it brings are counted as shared), and the frame that puts it
 * in another site (?embed=1 hides the site's chrome).
 */
export function shareLinks(origin: string, ebookId: string, title: string) {
  const address = `${origin}/flipbooks/${encodeURIComponent(ebookId)}`;
  const link = `${address}?ref=share`;
  const safeTitle = title.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);
  const embed = `<iframe src="${address}?embed=1" title="${safeTitle}" width="100%" height="640" style="border:0;max-width:100%" allow="fullscreen" allowfullscreen loading="lazy"></iframe>`;
  return { link, embed };
}

function CopyField({ label, value, multiline }: { label: string; value: string; multiline?: boolean }) {
  const { t } = useTranslation('reader');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission (or an insecure origin): select the text so that the reader can copy it.
      field?.select();
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex items-start gap-2">
        {multiline ? (
          <textarea id={id} readOnly value={value} dir="ltr" rows={4} className={`${controlClass()} font-mono text-xs`} onFocus={(e) => e.target.select()} />
        ) : (
          <input id={id} readOnly value={value} dir="ltr" className={controlClass()} onFocus={(e) => e.target.select()} />
        )}
        <Button variant="secondary" className="shrink-0 whitespace-nowrap" onClick={() => void copy()}>
          {copied ? <Check aria-hidden className="size-4 text-emerald-600" /> : <Copy aria-hidden className="size-4" />}
          {t('share.copy')}
        </Button>
      </div>
      <p aria-live="polite" className="min-h-4 text-xs text-emerald-700">
        {copied ? t('share.copied') : ''}
      </p>
    </div>
  );
}

export function ShareDialog({ open, onOpenChange, ebookId, title }: { open: boolean; onOpenChange: (open: boolean) => void; ebookId: string; title: string }) {
  const { t } = useTranslation('reader');
  const { link, embed } = shareLinks(window.location.origin, ebookId, title);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('share.title')} description={t('share.description')}>
      <div className="flex flex-col gap-3">
        <CopyField label={t('share.link')} value={link} />
        <CopyField label={t('share.embed')} value={embed} multiline />
      </div>
    </Modal>
  );
}
