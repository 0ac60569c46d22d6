import { currentToken } from '../../../http/client';
import { trackingRefused } from './privacy';
import { tabSession, tabStorage } from './tabMemory';
import { sendBatch } from './transport';

/**
 * A download of one of a book's exports, for its reading analytics; sent at once, from wherever the download
 * button is (no reader is open). Nothing is sent for a reader who asked not to be tracked.
 */
export function countDownload(ebookId: string, format: string, token: string | null = currentToken()) {
  if (trackingRefused()) return;
  sendBatch({ session: tabSession(tabStorage()), events: [{ type: 'download', ebook_id: ebookId, format, at: new Date().toISOString() }] }, token);
}
