import { screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../test/render';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api } from '../../http/client';
import StaticPageView from './StaticPageView';

const show = (url: string) =>
  renderWithStore(<RouterProvider router={createMemoryRouter([{ path: '/pages/:slug', element: <StaticPageView /> }], { initialEntries: [url] })} />);

const answer = (config: InternalAxiosRequestConfig, status: number, data: unknown) => ({ data, status, statusText: '', headers: {}, config });

describe('a public static page', () => {
  it('shows the title and the content, and names the document after the page', async () => {
    api.defaults.adapter = async (config) =>
      answer(config, 200, { data: { title: 'Terms of service', slug: 'terms', content: '<h2>Your account</h2><p>Keep it safe.</p>', updated_at: '2026-02-03T00:00:00Z' } });
    show('/pages/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy();
    expect(screen.getByText('Keep it safe.')).toBeTruthy();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Terms of service · Folio'));
  });

  it('says so kindly when no page has the slug', async () => {
    api.defaults.adapter = async (config) => {
      throw Object.assign(new Error('404'), { isAxiosError: true, config, response: answer(config, 404, { message: 'Page not found.' }) });
    };
    show('/pages/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('This page does not exist or has been removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  });
});
