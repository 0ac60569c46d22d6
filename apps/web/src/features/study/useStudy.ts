import { readerStores } from '../../app/readerStores';
import { bookmarksKey, highlightsKey, localStudy, serverStudy } from './studyBackends';
import { StudyStore } from './studyStore';

/**
 * The book's bookmarks and highlights of the signed-in reader (server) or of a visitor (this browser, as is a book
 * opened as a visitor's: `anonymous`), loaded on first use; one store shared by the toolbar, the highlights on the
 * pages and the panel.
 */
export const useStudy = readerStores((ebookId, local) => new StudyStore(local ? localStudy(ebookId) : serverStudy(ebookId)), (ebookId) => [bookmarksKey(ebookId), highlightsKey(ebookId)]);
