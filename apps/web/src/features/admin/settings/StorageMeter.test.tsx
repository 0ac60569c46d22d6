import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../app/formatBytes';
import { StorageMeter } from './StorageMeter';

const MB = 1024 * 1024;

describe('the storage meter', () => {
  it('shows the storage used against the quota, as a bar and in words', () => {
    render(<StorageMeter storage={{ used_bytes: 12.4 * MB, quota_bytes: 1024 * MB }} />);
    expect(screen.getByText('12.4 MB of 1 GB used')).toBeTruthy();
    const meter = screen.getByRole('meter', { name: 'Storage' });
    expect(meter.getAttribute('aria-valuenow')).toBe(String(12.4 * MB));
    expect(meter.getAttribute('aria-valuemax')).toBe(String(1024 * MB));
  });

  it('shows no bar when there is no limit (admins)', () => {
    render(<StorageMeter storage={{ used_bytes: 3 * 1024 * MB, quota_bytes: null }} />);
    expect(screen.getByText('3 GB used (no limit)')).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('writes sizes in the reader’s language', () => {
    expect(formatBytes(512 * 1024, 'en')).toBe('512 kB');
    expect(formatBytes(1.5 * MB, 'ja')).toBe(new Intl.NumberFormat('ja', { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(1.5));
  });
});
