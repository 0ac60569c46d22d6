// The deep-linking picker: only free books are offered, and the one picked goes back to the LMS in a posted form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LTI_MESSAGES } from '@folio/shared';
import { clearAuthCookies } from '../auth/authCookies';
import { listOf, serve } from '../ebooks/testing';
import { BOOK_ID, CODE, publicBook, showPick } from './testing';

const PAID = '0b9a4a52-0000-4000-8000-0000000000b2';
const books = [publicBook(), publicBook({ id: PAID, title: 'Paid Atlas', slug: 'paid-atlas', price: 20, final_price: 15 })];
const submitted: HTMLFormElement[] = [];

beforeEach(() => {
  submitted.length = 0;
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthCookies();
  document.querySelectorAll('form').forEach((form) => form.remove());
});

describe("picking the book of an LMS's course", () => {
  it('should list the free books, post the one picked, and return to the LMS with its answer', async () => {
    const user = userEvent.setup();
    const seen = serve((key) => {
      if (key === 'GET /public/ebooks') return [200, listOf(books)];
      if (key === `POST /lti/deep-links/${CODE}`) return [200, { data: { return_url: 'https://lms.school.example/deep-link-return', jwt: 'signed.answer.jwt' } }];
      return undefined;
    });
    showPick();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a book for your course' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search the free books' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'Sea Animals' })).closest('li')!;
    expect(screen.queryByText('Paid Atlas')).toBeNull();
    // Cheapest first: the free books come before any other.
    expect(seen.find((c) => c.url === '/public/ebooks')?.params).toMatchObject({ sort: 'price_asc' });

    await user.click(within(card).getByRole('button', { name: 'Link this book' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const post = seen.find((c) => c.method === 'post')!;
    expect(post.url).toBe(`/lti/deep-links/${CODE}`);
    expect(JSON.parse(post.data as string)).toEqual({ ebook_id: BOOK_ID });
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://lms.school.example/deep-link-return');
    expect(form.isConnected).toBe(true);
    const jwt = form.querySelector<HTMLInputElement>('input[name="JWT"]')!;
    expect(jwt.type).toBe('hidden');
    expect(jwt.value).toBe('signed.answer.jwt');
  });

  it('should say why a book cannot be linked, and stay', async () => {
    const user = userEvent.setup();
    serve((key) => {
      if (key === 'GET /public/ebooks') return [200, listOf(books)];
      if (key === `POST /lti/deep-links/${CODE}`) return [422, { message: 'The given data was invalid.', errors: { ebook_id: [LTI_MESSAGES.notLinkable] } }];
      return undefined;
    });
    showPick();
    await user.click(await screen.findByRole('button', { name: 'Link this book' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LTI_MESSAGES.notLinkable);
    expect(submitted).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Link this book' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('should say when no free book is there to link', async () => {
    serve((key) => (key === 'GET /public/ebooks' ? [200, listOf([books[1]])] : undefined));
    showPick();
    expect(await screen.findByText('There are no free books to link yet.')).toBeTruthy();
  });
});
