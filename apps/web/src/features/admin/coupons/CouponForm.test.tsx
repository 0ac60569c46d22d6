import { screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponForm } from './CouponForm';

const renderForm = () => {
  const onSave = vi.fn(async () => {});
  renderWithStore(<CouponForm initial={null} onSave={onSave} onCancel={() => {}} />);
  return onSave;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Code'), 'welcome10');
  await userEvent.type(screen.getByLabelText('Discount value'), '10');
  await userEvent.type(screen.getByLabelText('Minimum order amount'), '0');
  await userEvent.type(screen.getByLabelText('Maximum discount'), '20');
  await userEvent.type(screen.getByLabelText('Usage limit'), '100');
  await userEvent.type(screen.getByLabelText('Start date'), '2026-01-01');
  await userEvent.type(screen.getByLabelText('End date'), '2026-01-31');
}

describe('the coupon form', () => {
  it('says under the limits that 0 means no cap and unlimited uses', () => {
    renderForm();
    expect(screen.getByLabelText('Maximum discount').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(screen.getByLabelText('Maximum discount').getAttribute('aria-describedby')!)?.textContent).toBe('0 means no cap.');
    expect(document.getElementById(screen.getByLabelText('Usage limit').getAttribute('aria-describedby')!)?.textContent).toBe('0 means unlimited.');
  });

  it('shows the spec messages under the fields and sends nothing when submitted empty', async () => {
    const onSave = renderForm();
    await save();
    expect(await screen.findByText('Code is required')).toBeTruthy();
    for (const message of ['Discount value is required', 'Minimum order amount is required', 'Maximum discount is required', 'Usage limit is required', 'Start date is required', 'End date is required']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says the end date must be after the start date', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText('Start date'), '2026-02-01');
    await userEvent.type(screen.getByLabelText('End date'), '2026-01-01');
    await save();
    expect(await screen.findByText('End date must be after start date')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for the e-book of an item-specific coupon only, chosen from a searchable list', async () => {
    const onSave = renderForm();
    expect(screen.queryByRole('combobox', { name: 'E-book' })).toBeNull();
    await fillValid();
    await userEvent.selectOptions(screen.getByLabelText('Applies to'), 'specific_item');
    await save();
    expect(await screen.findByText('Item ID is required for item-specific coupons')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'E-book' })).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses negative amounts and a percentage over 100', async () => {
    renderForm();
    await fillValid();
    await userEvent.clear(screen.getByLabelText('Discount value'));
    await userEvent.type(screen.getByLabelText('Discount value'), '120');
    await userEvent.clear(screen.getByLabelText('Usage limit'));
    await userEvent.type(screen.getByLabelText('Usage limit'), '-1');
    await save();
    expect(await screen.findByText('A percentage cannot be more than 100')).toBeTruthy();
    expect(screen.getByText('Must be 0 or more')).toBeTruthy();
  });

  it('sends a valid coupon', async () => {
    const onSave = renderForm();
    await fillValid();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]).toEqual([expect.objectContaining({ code: 'WELCOME10', discount_type: 'percentage', discount_value: 10, usage_limit: 100, item_id: null, start_date: '2026-01-01', end_date: '2026-01-31' })]);
  });
});
