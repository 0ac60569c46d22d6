import type { BookPage } from '@folio/shared';

/**
 * 'Keep mine as a copy' for a template: the API makes templates only from books, so my version is kept as a
 * JSON file of its pages, downloaded by the browser.
 */
export function downloadPages(fileName: string, pages: readonly BookPage[]) {
  const blob = new Blob([JSON.stringify({ pages }, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
