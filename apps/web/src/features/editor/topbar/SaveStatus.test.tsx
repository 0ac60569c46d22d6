import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AutosaveState } from '../autosave/controller';
import { SaveStatus } from './SaveStatus';

const state = (over: Partial<AutosaveState>): AutosaveState => ({ status: 'saved', version: 1, theirVersion: null, message: null, tooLarge: null, unsaved: false, lastSavedAt: null, ...over });
const show = (s: AutosaveState) => render(<SaveStatus state={s} onConflict={() => {}} onRetry={() => {}} />);

describe('the save state in the top bar', () => {
  it('says in words that the book is too large, with its size and the limit, and offers no retry', () => {
    show(state({ status: 'tooLarge', unsaved: true, tooLarge: { bytes: 24_536_678, maxBytes: 20 * 1024 * 1024 } }));
    expect(screen.getByRole('status').textContent).toBe(
      'Too large to save: 23.4 MB, over the limit of 20 MB. Remove some pages or large content; your work is kept in this browser.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the save is too large to send when the server gave no sizes', () => {
    show(state({ status: 'tooLarge', unsaved: true, tooLarge: { bytes: null, maxBytes: null } }));
    expect(screen.getByRole('status').textContent).toBe('Too large to send. Remove some large content; your work is kept in this browser.');
  });
});
