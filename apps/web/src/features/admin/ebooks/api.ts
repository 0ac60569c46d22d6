import type { Ebook } from '@folio/shared';
import { api } from '../../../http/client';

export const EBOOKS_ENDPOINT = '/admin/ebooks';

type Saved = { message: string; data: Ebook };

/**
 * The e-book calls of the dashboard screens (contract of issue 4). Writes toast the server's message through
 * the API client (spec §8) and reject with the server's error, so that forms can show field errors.
 */
export const ebooksApi = {
  create: async (values: unknown) => (await api.post<Saved>(EBOOKS_ENDPOINT, values)).data.data,
  /** Saves the basic info based on the version the form showed: a book changed since answers 409 (its message toasted). */
  update: async (book: Pick<Ebook, 'id' | 'version'>, values: object, notify = true) =>
    (await api.put<Saved>(`${EBOOKS_ENDPOINT}/${book.id}`, { ...values, version: book.version }, { notify })).data.data,
  remove: async (id: string) => void (await api.delete(`${EBOOKS_ENDPOINT}/${id}`)),
  submit: async (id: string) => (await api.post<Saved>(`${EBOOKS_ENDPOINT}/${id}/submit`)).data.data,
  approve: async (id: string) => (await api.post<Saved>(`${EBOOKS_ENDPOINT}/${id}/approval`, { approval_status: 'approved' })).data.data,
  reject: async (id: string, reason: string) => (await api.post<Saved>(`${EBOOKS_ENDPOINT}/${id}/approval`, { approval_status: 'rejected', reason })).data.data,
};

/** Where a reader opens the book (spec §2 flipbooks/{id}); shared once the book is published and approved. */
export const shareUrl = (id: string) => `${window.location.origin}/flipbooks/${id}`;
