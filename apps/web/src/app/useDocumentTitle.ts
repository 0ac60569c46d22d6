import { useEffect } from 'react';

/** Names the browser tab and the history entry of a screen: "<title> · Folio", once the title is known. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · Folio`;
  }, [title]);
}
