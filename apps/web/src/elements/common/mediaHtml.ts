import i18n from 'i18next';
import { embedInfo, safeLinkUrl } from '@folio/shared';
import { escapeHtml, htmlTag } from './html';

/**
 * Static HTML never embeds a third party's player (DESIGN.md §11): an allow-listed video becomes a link
 * to its page, opened in a new tab.
 */
export function embedLinkHtml(url: string, title: string): string {
  const info = embedInfo(url);
  const href = safeLinkUrl(url);
  if (!info || !href) return '';
  const label = i18n.t('elements:embed.watchOn', { provider: info.provider });
  return htmlTag('a', { href, target: '_blank', rel: 'noopener noreferrer nofollow', dir: 'auto' }, escapeHtml(title ? `${label}: ${title}` : label));
}

export function playerHtml(kind: 'audio' | 'video', src: string, title: string): string {
  const label = title || i18n.t(`elements:${kind}.label`);
  const style = kind === 'video' ? 'width:100%;height:100%;background:#000' : 'width:100%';
  return htmlTag(kind, { src, controls: true, preload: 'none', 'aria-label': label, style });
}
