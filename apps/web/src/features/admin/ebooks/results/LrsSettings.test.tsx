import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LRS_MESSAGES, type LrsSettings } from '@folio/shared';
import { question, RESULTS_URL, showResults } from './testResults';

const LRS_URL = RESULTS_URL.replace(/results$/, 'lrs');
const results = { points: 2, questions: [question()], readers: [] };

/** The results page with the book's LRS settings answered as `settings`, and saves answered as the server would. */
function showLrs(settings: LrsSettings) {
  let now = settings;
  return showResults(results, {
    other: (key, config) => {
      if (key === `GET ${LRS_URL}`) return [200, { data: now }];
      if (key === `PUT ${LRS_URL}`) {
        const body = JSON.parse(config.data as string) as { endpoint: string; username: string; password?: string };
        if (!body.password && !now.has_password) return [422, { message: 'The given data was invalid.', errors: { password: [LRS_MESSAGES.password] } }];
        now = { endpoint: body.endpoint, username: body.username, has_password: true, site_lrs: now.site_lrs };
        return [200, { message: LRS_MESSAGES.saved, data: now }];
      }
      if (key === `DELETE ${LRS_URL}`) {
        now = { endpoint: null, username: null, has_password: false, site_lrs: now.site_lrs };
        return [200, { message: LRS_MESSAGES.removed, data: now }];
      }
      return undefined;
    },
  });
}

describe("a book's Learning Record Store", () => {
  it("should say that statements go to the site's LRS, and save the book's own, asking for its secret the first time", async () => {
    const user = userEvent.setup();
    const { seen } = showLrs({ endpoint: null, username: null, has_password: false, site_lrs: true });
    expect(await screen.findByText(/Statements go to the site’s Learning Record Store/)).toBeTruthy();
    await user.type(screen.getByLabelText('xAPI endpoint'), 'https://lrs.school.example/xapi');
    await user.type(screen.getByLabelText('Key (user name)'), 'class-7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LRS_MESSAGES.password)).toBeTruthy();
    await user.type(screen.getByLabelText('Secret (password)'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Statements go to this book’s Learning Record Store: https://lrs.school.example/xapi')).toBeTruthy();
    const put = seen.filter((c) => c.method === 'put' && c.url === LRS_URL).at(-1)!;
    expect(JSON.parse(put.data as string)).toEqual({ endpoint: 'https://lrs.school.example/xapi', username: 'class-7', password: 'pw' });
    expect(screen.getByText('A secret is saved. Leave this empty to keep it.')).toBeTruthy();
  });

  it('should refuse an address that is not https before sending it', async () => {
    const user = userEvent.setup();
    const { seen } = showLrs({ endpoint: null, username: null, has_password: false, site_lrs: false });
    expect(await screen.findByText(/not sent anywhere yet/)).toBeTruthy();
    await user.type(screen.getByLabelText('xAPI endpoint'), 'http://lrs.school.example');
    await user.type(screen.getByLabelText('Key (user name)'), 'k');
    await user.type(screen.getByLabelText('Secret (password)'), 'p');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LRS_MESSAGES.endpoint)).toBeTruthy();
    expect(seen.some((c) => c.method === 'put')).toBe(false);
  });

  it("should go back to the site's LRS after the owner confirms", async () => {
    const user = userEvent.setup();
    const { seen } = showLrs({ endpoint: 'https://lrs.school.example/xapi', username: 'k', has_password: true, site_lrs: true });
    await user.click(await screen.findByRole('button', { name: 'Use the site’s Learning Record Store' }));
    expect(seen.some((c) => c.method === 'delete')).toBe(false);
    await user.click(screen.getByRole('button', { name: /Confirm|Delete|OK|Continue/i }));
    await waitFor(() => expect(seen.some((c) => c.method === 'delete' && c.url === LRS_URL)).toBe(true));
    expect(await screen.findByText(/Statements go to the site’s Learning Record Store/)).toBeTruthy();
  });
});
