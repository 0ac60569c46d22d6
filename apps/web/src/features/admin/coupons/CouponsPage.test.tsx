import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithStore } from '../../../test/render';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@folio/shared';
import { api } from '../../../http/client';
import CouponsPage from './CouponsPage';

const DAY = 86_400_000;
const coupon = (patch: Partial<Coupon>): Coupon => ({
  id: patch.code ?? 'c',
  code: 'C',
  discount_type: 'percentage',
  discount_value: 10,
  applies_to: 'entire_order',
  item_id: null,
  minimum_order_amount: 0,
  maximum_discount: 0,
  usage_limit: 100,
  used_count: 7,
  start_date: new Date(Date.now() - 10 * DAY).toISOString(),
  end_date: new Date(Date.now() + 10 * DAY).toISOString(),
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  ...patch,
});

describe('the coupons screen', () => {
  it('shows the value, uses, target and an Expired or Scheduled badge outside the dates', async () => {
    const rows = [
      coupon({ code: 'WELCOME10' }),
      coupon({ code: 'SAVE5', discount_type: 'fixed', discount_value: 5, applies_to: 'specific_item', item_id: 'x' }),
      coupon({ code: 'OLD', end_date: new Date(Date.now() - DAY).toISOString(), start_date: new Date(Date.now() - 5 * DAY).toISOString() }),
      coupon({ code: 'SOON', start_date: new Date(Date.now() + DAY).toISOString(), end_date: new Date(Date.now() + 5 * DAY).toISOString() }),
    ];
    api.transport = async () => ({ data: { data: rows, current_page: 1, last_page: 1, per_page: 10, total: 4 }, status: 200 });
    renderWithStore(<MemoryRouter><CouponsPage /></MemoryRouter>);
    expect(await screen.findByText('WELCOME10')).toBeTruthy();
    expect(screen.getAllByText('10%')).toHaveLength(3);
    expect(screen.getByText('$5.00')).toBeTruthy();
    expect(screen.getByText('Specific item')).toBeTruthy();
    expect(screen.getAllByText('7 / 100')).toHaveLength(4);
    expect(screen.getAllByText('Expired')).toHaveLength(1);
    expect(screen.getAllByText('Scheduled')).toHaveLength(1);
  });
});
