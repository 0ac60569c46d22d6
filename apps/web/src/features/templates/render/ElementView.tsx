import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Code2, ImageOff, Music, Video } from 'lucide-react';
import type { BookElement } from '@folio/shared';
import { richText } from './richText';
import { boxStyle, safeColor, safeImageSrc, safeNumber, text, textStyle } from './safe';

/**
 * A read-only view of one element of the book model (DESIGN.md §5), for previews: what it looks like, not
 * how it behaves. The editor issue brings the element registry with the full renders; until then this
 * draws every type from its fields, treating all of them as untrusted (see safe.ts).
 */
export function ElementView({ element }: { element: BookElement }) {
  const style = element.style ?? {};
  switch (element.type) {
    case 'text':
      return <RichTextBox html={text(element.html)} style={style} />;
    case 'heading':
      return (
        <div role="heading" aria-level={Math.min(6, Math.max(2, (safeNumber(element.level, 1, 6) ?? 1) + 1))} dir="auto" className="size-full overflow-hidden font-bold break-words" style={textStyle(style)}>
          {text(element.text)}
        </div>
      );
    case 'image':
      return <ImageBox src={element.src} alt={text(element.alt)} style={style} />;
    case 'shape':
      return <ShapeBox ellipse={element.shape === 'ellipse'} style={style} />;
    case 'line':
      return <div className="flex size-full items-center"><div className="w-full" style={{ borderTop: `${safeNumber(style.strokeWidth, 1, 50) ?? 2}px solid ${safeColor(style.stroke) ?? '#111827'}` }} /></div>;
    case 'quiz':
      return <QuizBox element={element} />;
    case 'flashcards':
      return <FlashcardsBox element={element} />;
    case 'link':
      return (
        <div className="grid size-full place-items-center overflow-hidden rounded-md px-3 font-semibold" style={{ background: safeColor(style.fill) ?? '#4f46e5', color: safeColor(style.color) ?? '#ffffff' }} dir="auto">
          {text(element.text) || text(element.label) || text(element.url)}
        </div>
      );
    default:
      return <MediaBox type={element.type} />;
  }
}

function RichTextBox({ html, style }: { html: string; style: Record<string, unknown> }) {
  const content = useMemo(() => richText(html), [html]);
  return (
    <div dir="auto" className="size-full overflow-hidden break-words" style={textStyle(style)}>
      {content}
    </div>
  );
}

function ShapeBox({ ellipse, style }: { ellipse: boolean; style: Record<string, unknown> }) {
  const box = boxStyle(style);
  return <div className="size-full" style={ellipse ? { ...box, borderRadius: '50%' } : box} />;
}

function ImageBox({ src, alt, style }: { src: unknown; alt: string; style: Record<string, unknown> }) {
  const { t } = useTranslation('templates');
  const safe = safeImageSrc(src);
  const box: CSSProperties = { borderRadius: boxStyle(style).borderRadius };
  if (!safe) {
    return (
      <div role="img" aria-label={alt || t('preview.imageUnavailable')} className="grid size-full place-items-center bg-gray-100 text-gray-400" style={box}>
        <ImageOff aria-hidden className="size-8" />
      </div>
    );
  }
  return <img src={safe} alt={alt} loading="lazy" draggable={false} className="size-full object-cover" style={box} />;
}

interface QuizOption {
  id?: unknown;
  text?: unknown;
}

function QuizBox({ element }: { element: BookElement }) {
  const { t } = useTranslation('templates');
  const options = (Array.isArray(element.options) ? element.options : []) as QuizOption[];
  const round = element.multiple !== true;
  const accent = safeColor(element.style?.accent) ?? '#4f46e5';
  return (
    <div className="flex size-full flex-col gap-2 overflow-hidden rounded-xl border border-gray-200 bg-white p-4 text-gray-900" dir="auto" aria-label={t('preview.quiz')}>
      <p className="text-lg font-semibold">{text(element.question)}</p>
      <ul className="flex flex-col gap-3">
        {options.map((o, i) => (
          <li key={typeof o.id === 'string' ? o.id : i} className="flex items-center gap-2">
            <span aria-hidden className={round ? 'size-4 shrink-0 rounded-full border-2' : 'size-4 shrink-0 rounded border-2'} style={{ borderColor: accent }} />
            {text(o.text)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FlashcardsBox({ element }: { element: BookElement }) {
  const { t } = useTranslation('templates');
  const cards = (Array.isArray(element.cards) ? element.cards : []) as { front?: unknown }[];
  const style = element.style ?? {};
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 overflow-hidden p-4 shadow-md" dir="auto" style={{ ...boxStyle(style), background: safeColor(style.fill) ?? '#eef2ff', color: safeColor(style.color) ?? '#1f2937' }}>
      <p className="text-center text-3xl font-bold">{text(cards[0]?.front)}</p>
      <p className="text-sm opacity-75">{t('preview.cardOf', { n: cards.length ? 1 : 0, total: cards.length })}</p>
    </div>
  );
}

const MEDIA_ICONS = { audio: Music, video: Video } as const;

function MediaBox({ type }: { type: string }) {
  const { t } = useTranslation('templates');
  const Icon = MEDIA_ICONS[type as keyof typeof MEDIA_ICONS] ?? Code2;
  const label = type === 'audio' || type === 'video' ? t(`preview.${type}`) : t('preview.embed');
  return (
    <div className="flex size-full flex-col items-center justify-center gap-1 rounded-md border border-dashed border-gray-300 bg-gray-50 text-gray-500">
      <Icon aria-hidden className="size-6" />
      <span className="text-xs">{label}</span>
    </div>
  );
}
