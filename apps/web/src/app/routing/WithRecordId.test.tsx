import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryRouter } from '../../test/router';
import { WithRecordId } from './WithRecordId';

const open = (path: string) =>
  render(
    memoryRouter(
      [
        { path: 'templates/edit/:id', element: <WithRecordId notFound={<p>Page not found</p>}><p>The editor</p></WithRecordId> },
        { path: 'admin/orders/:orderId', element: <WithRecordId param="orderId" notFound={<p>Page not found</p>}><p>The order</p></WithRecordId> },
      ],
      { initialEntries: [path] },
    ).element,
  );

describe("a record's screen", () => {
  it('should show not found for an address whose id cannot be a record’s', () => {
    open('/templates/edit/abc');
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.queryByText('The editor')).toBeNull();
  });

  it('should show the screen for an id of the right form, whatever its case, under the name its route gives it', () => {
    open('/templates/edit/5A0EB407-F8E1-4D5E-8876-7A3F9CEB8EC3');
    expect(screen.getByText('The editor')).toBeTruthy();
    open('/admin/orders/0087e441-28fd-4193-aa7b-880521a29937');
    expect(screen.getByText('The order')).toBeTruthy();
  });
});
