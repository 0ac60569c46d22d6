import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveStatus } from './LiveStatus';

describe('the live editing state in the top bar', () => {
  it('tells an editor of an earlier version to reload, before anything else', () => {
    render(<LiveStatus connection="refused" reason="outdated" readOnly={false} />);
    expect(screen.getByRole('status').textContent).toBe('Reload this page: the editor has been updated.');
  });

  it('says a refused change was taken back, and why', () => {
    render(<LiveStatus connection="refused" reason="too-many-pages" readOnly={false} />);
    expect(screen.getByRole('status').textContent).toBe('A change was refused: a book has at most 1,000 pages.');
  });
});
