import { screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../test/render';
import { memoryRouter } from '../../test/router';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { api, type SentRequest } from '../../http/client';
import StaticPageView from './StaticPageView';

const show = (url: string) =>
  renderWithStore(memoryRouter([{ path: '/pages/:slug', element: <StaticPageView /> }], { initialEntries: [url] }).element);

const answer = (config: SentRequest, status: number, data: unknown) => ({ data, status });

describe('a public static page', () => {
  it('shows the title and the content, and names the document after the page', async () => {
    api.transport = async (config) =>
      answer(config, 200, { data: { title: 'Terms of service', slug: 'terms', content: '<h2>Your account</h2><p>Keep it safe.</p>', language: 'en', updated_at: '2026-02-03T00:00:00Z' } });
    show('/pages/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy();
    expect(screen.getByText('Keep it safe.')).toBeTruthy();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Terms of service · Folio'));
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      i18n.removeResourceBundle('ar', 'pages');
      await i18n.changeLanguage('en');
    });
    const asked: string[] = [];
    const inArabic = async (language: 'ar' | 'en', title: string) => {
      i18n.addResourceBundle('ar', 'pages', { view: { updated: 'آخر تحديث', inEnglish: 'هذه الصفحة معروضة بالإنجليزية.' } });
      await i18n.changeLanguage('ar');
      api.transport = async (config) => {
        asked.push(config.url!);
        return answer(config, 200, { data: { title, slug: 'terms', content: '<p>…</p>', language, updated_at: '2026-02-03T00:00:00Z' } });
      };
      show('/pages/terms');
      return screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
    };

    it('asks for the page in the interface language and shows it as written in it', async () => {
      const heading = await inArabic('ar', 'شروط الخدمة');
      expect(asked.at(-1)).toBe('/public/pages/terms?lang=ar');
      expect(heading.getAttribute('lang')).toBe('ar');
      expect(heading.getAttribute('dir')).toBe('rtl');
      expect(screen.queryByText('هذه الصفحة معروضة بالإنجليزية.')).toBeNull();
    });

    it('says that a page not written in Arabic is shown in English, and marks it English, left to right', async () => {
      const heading = await inArabic('en', 'Terms of service');
      expect(heading.getAttribute('lang')).toBe('en');
      expect(heading.getAttribute('dir')).toBe('ltr');
      expect(screen.getByText('هذه الصفحة معروضة بالإنجليزية.')).toBeTruthy();
    });
  });

  it('says so kindly when no page has the slug', async () => {
    api.transport = async (config) => {
      return answer(config, 404, { message: 'Page not found.' });
    };
    show('/pages/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('This page does not exist or has been removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  });
});
