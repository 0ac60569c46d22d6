import { describe, expect, it } from 'vitest';
import { checkFile } from './upload.ts';

const MB = 1024 * 1024;

describe('file checks before sending (spec §5 file messages)', () => {
  it.each([
    [{ type: 'image/png', size: MB }, null],
    [{ type: 'image/svg+xml', size: MB }, 'Unsupported File Format'],
    [{ type: 'image/jpeg', size: 6 * MB }, 'File Size is too large'],
    [{ type: 'application/pdf', size: 6 * MB }, 'Unsupported File Format or Size'],
  ])('%j → %s', (file, message) => {
    expect(checkFile(file, 'image')).toBe(message);
  });
});
