import { HashRouter, useRoutes } from 'react-router';
import '../styles/index.css';
import { renderApp } from '../app/renderApp';
import { initOfflineI18n } from './i18n';
import { packagedBook } from './packagedBook';
import { offlineRoutes } from './routes';

const book = packagedBook();
void initOfflineI18n(book?.language ?? 'en');
const routes = offlineRoutes(book);

function OfflineRoutes() {
  return useRoutes(routes);
}

renderApp(
  <HashRouter>
    <OfflineRoutes />
  </HashRouter>,
);
