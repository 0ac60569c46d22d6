import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookElement } from '@folio/shared';
import { CaptionsField } from './CaptionsField';

const video = (fields: Record<string, unknown> = {}) => ({ id: 'v', type: 'video', position: { x: 0, y: 0 }, size: { width: 480, height: 270 }, style: {}, src: '/uploads/video/a.mp4', ...fields }) as unknown as BookElement;
const context = { pages: [], media: [] };
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nA fox runs.\n\n00:02.000 --> 00:04.000\nIt stops.\n';

describe("a video's captions", () => {
  it('keeps a WebVTT file the author chooses, and refuses another kind of file saying why', async () => {
    const onChange = vi.fn();
    render(<CaptionsField element={video()} onChange={onChange} context={context} />);
    expect(screen.getByText('No captions yet.')).toBeTruthy();
    const input = screen.getByLabelText('Upload captions (WebVTT file, .vtt)');
    await userEvent.upload(input, new File(['1\n00:00:00,000 --> 00:00:01,000\nHi\n'], 'fox.srt', { type: 'application/x-subrip' }), { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe('This is not a WebVTT file: its first line must be WEBVTT.');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.upload(input, new File([VTT], 'fox.vtt', { type: 'text/vtt' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ captions: VTT }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how many captions a video has, and removes them', async () => {
    const onChange = vi.fn();
    render(<CaptionsField element={video({ captions: VTT })} onChange={onChange} context={context} />);
    expect(screen.getByText('Captions added (2 lines).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the captions' }));
    expect(onChange).toHaveBeenCalledWith({ captions: undefined });
  });
});
