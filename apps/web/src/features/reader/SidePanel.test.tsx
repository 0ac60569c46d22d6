import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SidePanel } from './SidePanel';

/** A button of the reader's bar and the panel it opens, mounted while open only, as the reader mounts the gallery. */
function BarButtonAndPanel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        All pages
      </button>
      {open && (
        <SidePanel container={document.body} side="start" width="w-80" title="All pages" description="Choose a page to go to it." closeLabel="Close the page list" onOpenChange={setOpen}>
          <button type="button">Go to page 1</button>
        </SidePanel>
      )}
    </>
  );
}

describe("a reader's side panel (WCAG 2.4.3)", () => {
  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['its close button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close the page list' }))],
  ])('should give the focus back to the button that opened it when closed with %s', async (_, close) => {
    const user = userEvent.setup();
    render(<BarButtonAndPanel />);
    const opener = screen.getByRole('button', { name: 'All pages' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'All pages' });
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
