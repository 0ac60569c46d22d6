import { useState } from 'react';
import type { Ebook } from '@folio/shared';
import { ebooksApi } from './api';

/**
 * An admin's decision on a book (POST /admin/ebooks/{id}/approval): approve, or reject with a reason through
 * the reject dialog. `changed` gets the book as the server answers it.
 */
export function useReview(changed: (book: Ebook) => void) {
  const [rejecting, setRejecting] = useState<Ebook | null>(null);
  const [approving, setApproving] = useState<string | null>(null);

  const approve = async (book: Ebook) => {
    setApproving(book.id);
    try {
      changed(await ebooksApi.approve(book.id));
    } catch {
      // The API client has toasted the server's message.
    } finally {
      setApproving(null);
    }
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    changed(await ebooksApi.reject(rejecting.id, reason));
  };

  return { approve, approving, rejecting, startReject: setRejecting, reject };
}
