import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, ExternalLink } from 'lucide-react';
import clsx from 'clsx';
import { elementFields, safeLinkUrl } from '@folio/shared';
import type { RenderProps } from '../types';
import { usePageIndex } from '../common/bookPages';
import { safeColor, textDirection, textStyle } from '../common/safe';

/** How a link looks: a filled button (the default) or underlined text. */
function linkLook(element: RenderProps['element']): { className: string; style: CSSProperties } {
  const { variant } = elementFields('link', element);
  const style = element.style ?? {};
  const text = textStyle(style);
  if (variant === 'text') {
    return { className: 'flex size-full items-center gap-1 overflow-hidden underline underline-offset-4 break-words', style: { ...text, color: text.color ?? '#4338ca' } };
  }
  return {
    className: clsx('flex size-full items-center justify-center gap-2 overflow-hidden px-3 text-center font-semibold shadow-sm break-words', typeof style.radius === 'number' ? 'rounded-[inherit]' : 'rounded-md'),
    style: { ...text, background: safeColor(style.fill) ?? '#4f46e5', color: text.color ?? '#ffffff' },
  };
}

/**
 * A link or button to an address (opened in a new tab) or to a page of the book (the reader moves there).
 * Outside reading it is only drawn. A link to a page that is gone, or to a refused address, is inert.
 */
export function LinkRender({ element, mode, onNavigate }: RenderProps) {
  const { t } = useTranslation('elements');
  const { text, url, page } = elementFields('link', element);
  const pageIndex = usePageIndex(page);
  const href = page ? null : safeLinkUrl(url);
  const { className, style } = linkLook(element);
  const label = text || url || t('link.label');
  const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

  if (mode === 'read' && page && pageIndex >= 0 && onNavigate) {
    return (
      <button type="button" dir="auto" data-link-page={pageIndex + 1} className={clsx(className, focus, 'cursor-pointer hover:brightness-95')} style={style} onClick={() => onNavigate(pageIndex)}>
        {label}
        <ArrowRight aria-hidden className={clsx('size-4 shrink-0', textDirection(label) === 'rtl' && '-scale-x-100')} />
      </button>
    );
  }
  if (mode === 'read' && href) {
    const web = href.startsWith('http');
    return (
      <a href={href} dir="auto" className={clsx(className, focus, 'hover:brightness-95')} style={style} {...(web && { target: '_blank', rel: 'noopener noreferrer nofollow' })}>
        {label}
        {web && <ExternalLink aria-hidden className="size-4 shrink-0" />}
        {web && <span className="sr-only">{t('link.newTab')}</span>}
      </a>
    );
  }
  return (
    <div dir="auto" className={className} style={style}>
      {label}
    </div>
  );
}
