import { useState } from 'react';
import type { Ebook } from '@folio/shared';
import { useReviewEbookMutation } from '../../ebooks/api';

/**
 * An admin's decision on a book (POST /admin/ebooks/{id}/approval): approve, or reject with a reason through
 * the reject dialog. `decided` is told once the server has taken the decision.
 */
export function useReview(decided?: () => void) {
  const [rejecting, setRejecting] = useState<Ebook | null>(null);
  const [approving, setApproving] = useState<string | null>(null);
  const [review] = useReviewEbookMutation();

  const approve = async (book: Ebook) => {
    setApproving(book.id);
    try {
      await review({ id: book.id, approval_status: 'approved' }).unwrap();
      decided?.();
    } catch {
      // The API client has toasted the server's message.
    } finally {
      setApproving(null);
    }
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    await review({ id: rejecting.id, approval_status: 'rejected', reason }).unwrap();
    decided?.();
  };

  return { approve, approving, rejecting, startReject: setRejecting, reject };
}
