import { lazyPreloaded } from '../../../app/lazyPreloaded';

/**
 * The PDF page view brings pdf.js: loaded with the first PDF book only (at once on a PDF book's address, where
 * the server names it in the page's head), and drawn without a turn of suspense once it has come.
 */
export const PdfPageView = lazyPreloaded(() => import('./PdfPageView'));
