import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import common from '../../public/locales/en/common.json';
import auth from '../../public/locales/en/auth.json';
import validation from '../../public/locales/en/validation.json';

// Components under test read the English texts directly, without the HTTP backend.
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common', 'auth', 'validation'],
  defaultNS: 'common',
  resources: { en: { common, auth, validation } },
  interpolation: { escapeValue: false },
});

afterEach(() => cleanup());
