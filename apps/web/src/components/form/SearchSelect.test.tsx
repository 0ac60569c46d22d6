import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchSelect, type SelectOption } from './SearchSelect';

const deferred = () => {
  let resolve!: (v: SelectOption[]) => void;
  const promise = new Promise<SelectOption[]>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the searchable select (spec §2 select texts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("says 'Loading...' while options load, then lists them, and chooses one with the keyboard", async () => {
    const pending = deferred();
    const load = vi.fn(() => pending.promise);
    const onChange = vi.fn();
    render(<SearchSelect label="E-book" value={null} onChange={onChange} loadOptions={load} />);
    const box = screen.getByRole('combobox', { name: 'E-book' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'sea' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(load).toHaveBeenCalledWith('sea');
    expect(screen.getByText('Loading...')).toBeTruthy();

    await act(async () => pending.resolve([{ value: '1', label: 'Sea Animals' }, { value: '2', label: 'Seasons' }]));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sea Animals', 'Seasons']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ value: '2', label: 'Seasons' });
  });

  it("says 'No options' when nothing matches", async () => {
    render(<SearchSelect label="E-book" value={null} onChange={() => {}} loadOptions={async () => []} />);
    fireEvent.focus(screen.getByRole('combobox'));
    await act(async () => void vi.advanceTimersByTime(300));
    expect(screen.getByText('No options')).toBeTruthy();
  });

  it('shows the chosen option and clears it', () => {
    const onChange = vi.fn();
    render(<SearchSelect label="E-book" value={{ value: '1', label: 'Sea Animals' }} onChange={onChange} loadOptions={async () => []} />);
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Sea Animals');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
