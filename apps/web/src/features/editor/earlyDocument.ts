import { decodedParam, getEarly, sessionToken } from '../../http/earlyAnswers';

/** The editor's addresses: an e-book's or a template's. */
const EDITOR_ADDRESS = /^\/(ebooks|templates)\/edit\/([^/]+)$/;

/**
 * Asks for the document an editor's address opens, its basic info and its pages, from the page's entry, before
 * the app's code has loaded: the editor's own requests (prefetch.ts, the same addresses with the same token) take
 * the answers (http/earlyAnswers.ts). A big book's pages take the server a while to gather; they now do so while
 * the editor's code loads. Only for a signed-in visitor: the editor is behind a sign-in, and without one the app
 * goes to the sign-in page without asking.
 */
export function startEarlyDocument() {
  const match = EDITOR_ADDRESS.exec(window.location.pathname);
  const id = match && decodedParam(match[2]!);
  if (!id || !sessionToken()) return;
  const documentPath = `/admin/${match![1]}/${encodeURIComponent(id)}`;
  getEarly(documentPath);
  getEarly(`${documentPath}/pages`);
}
