import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { memoryRouter } from '../../test/router';
import { describe, expect, it } from 'vitest';
import type { BookPage } from '@folio/shared';
import { createStore } from '../../app/store';
import { api, type SentRequest } from '../../http/client';
import TemplatePreviewPage from './TemplatePreviewPage';

const id = '0d7c6a52-1111-4a55-9a43-2f1f0a0b1c01';
const template = {
  id, name: 'Worksheet: Fractions Check-in', description: null, thumbnail: null, page_dimension: 'A4', width: 794, height: 1123, orientation: 'portrait',
  page_count: 1, owner: null, version: 0, shared: true, created_at: '2026-03-01T10:00:00Z', abilities: { update: false, delete: false, share: false }, share_refusal: null,
};
const pages: BookPage[] = [{
  id: 'p1', name: 'Worksheet', layout: { gutter: 50, columns: 2 }, style: {},
  elements: [{ id: 'q', type: 'quiz', position: { x: 60, y: 300 }, size: { width: 600, height: 200 }, style: {}, question: 'Which fraction is the same as one half?', options: [{ id: 'a', text: '2/4', correct: true }] }],
}];

function renderPage(found: boolean) {
  api.transport = async (config: SentRequest) => {
    const answer = (status: number, data: unknown) => ({ data, status });
    if (!found) return answer(404, { message: 'Template not found.' });
    return answer(200, config.url?.endsWith('/pages') ? { data: pages, version: 0 } : { data: template });
  };
  const router = memoryRouter([{ path: '/templates/:id', element: <TemplatePreviewPage /> }], { initialEntries: [`/templates/${id}`] });
  render(
    <Provider store={createStore()}>
      {router.element}
    </Provider>,
  );
}

describe('the template preview screen', () => {
  it("shows the template's pages read-only and offers to start a book from it", async () => {
    renderPage(true);
    expect(await screen.findByRole('heading', { name: 'Worksheet: Fractions Check-in' })).toBeTruthy();
    expect(screen.getByText('A4 · Portrait · 794 × 1123 · Pages: 1')).toBeTruthy();
    const stage = screen.getByRole('region', { name: 'Page 1 of 1: Worksheet' });
    expect(within(stage).getByText('Which fraction is the same as one half?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to templates' }).getAttribute('href')).toBe('/admin/templates');
    await userEvent.click(screen.getByRole('button', { name: 'Use this template' }));
    expect(await screen.findByRole('dialog', { name: 'Use this template' })).toBeTruthy();
  });

  it("says so when the template does not exist", async () => {
    renderPage(false);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Template not found.');
    expect(screen.queryByRole('button', { name: 'Use this template' })).toBeNull();
  });
});
