import { HashRouter, useRoutes } from 'react-router';
import '../styles/index.css';
import { renderApp } from '../app/renderApp';
import { initOfflineI18n } from './i18n';
import { packPdf } from '../features/reader/pdf/packagedPdf';
import { packagedBook } from './packagedBook';
import { packagedPdfFile } from './pdf/packagedPdf';
import { offlineRoutes } from './routes';
import { connectLms } from './lms/connect';

const book = packagedBook();
// A PDF book's PDF is in the page (book-pdf.js): the reader opens it from there rather than from its address.
const pdf = book?.reading.pdf_url ? packagedPdfFile() : null;
if (book?.reading.pdf_url && pdf) packPdf(book.reading.pdf_url, pdf);
void initOfflineI18n(book?.language ?? 'en');
const routes = offlineRoutes(book);

function OfflineRoutes() {
  return useRoutes(routes);
}

const render = () =>
  renderApp(
    <HashRouter>
      <OfflineRoutes />
    </HashRouter>,
  );
// An LMS package's reader first finds its LMS, which may give back the page left and the answers (lms/connect.ts).
if (book?.lms) void connectLms(book).finally(render);
else render();
