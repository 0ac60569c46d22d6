import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApprovalNotice } from './ApprovalNotice';
import { EbookStatusBadge } from './Badges';
import { book } from './testing';

describe("a book's standing with the public", () => {
  it('says a live book is live', () => {
    render(<MemoryRouter><ApprovalNotice book={book()} /></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toBe('Approved and published: readers can find this book.');
  });

  it('says a book its lapsed plan took out of the public library since when, who still reads it, and the way back', () => {
    render(
      <MemoryRouter>
        <ApprovalNotice book={book({ withdrawn_at: '2027-03-08T04:00:00.000Z' })} />
        <EbookStatusBadge status="published" withdrawn />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toContain('out of the public library since March 8, 2027: your plan ended. Readers who bought it, hold a seat or redeemed a code still read it.');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/admin/settings/plan');
    expect(screen.getByText('Out of the library')).toBeTruthy();
  });
});
