import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadResult } from '@folio/shared';
import { ELEMENT_REGISTRY } from '../registry';
import { makeElement } from '../testing';
import { HttpError } from '../../http/client';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../../http/upload', () => ({ uploadFile }));

const { Inspector: AudioInspector } = ELEMENT_REGISTRY.audio;
const { Inspector: VideoInspector } = ELEMENT_REGISTRY.video;
const { Inspector: EmbedInspector } = ELEMENT_REGISTRY.embed;
const context = { pages: [], media: [] };

const stored = (url: string, mime: string): UploadResult => ({ url, thumbnail_url: null, mime, size: 417, width: null, height: null, page_count: null, processing: null });
const choose = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

/** An upload that runs until the test ends it, reporting progress on the way. */
function pendingUpload() {
  let report: (percent: number) => void = () => {};
  let finish: (result: UploadResult) => void = () => {};
  uploadFile.mockImplementation((_file: File, _kind: string, onProgress: (percent: number) => void) => {
    report = onProgress;
    return new Promise<UploadResult>((resolve) => { finish = resolve; });
  });
  return { report: (percent: number) => act(() => report(percent)), finish: (result: UploadResult) => act(async () => finish(result)) };
}

describe('uploading a sound or a video in the inspector', () => {
  beforeEach(() => {
    uploadFile.mockReset();
  });

  it('should upload a sound with a progress bar, then play it and name the player after the file', async () => {
    const onChange = vi.fn();
    render(<AudioInspector element={makeElement('audio', { src: '' })} onChange={onChange} context={context} />);
    const input = screen.getByLabelText('Upload a sound file');
    expect(input.getAttribute('accept')).toContain('.mp3');
    expect(screen.getByText('MP3, OGG, Opus, WAV, M4A, AAC or WebM, up to 20 MB.')).toBeTruthy();

    const upload = pendingUpload();
    const file = new File(['ID3'], 'Birdsong at dawn.mp3', { type: 'audio/mpeg' });
    choose('Upload a sound file', file);
    expect(uploadFile).toHaveBeenCalledWith(file, 'audio', expect.any(Function));
    upload.report(40);
    const bar = screen.getByRole('progressbar', { name: 'Uploading the sound file' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(input.hasAttribute('disabled')).toBe(true);

    await upload.finish(stored('/uploads/audio/2026-11/a.mp3', 'audio/mpeg'));
    expect(onChange).toHaveBeenCalledWith({ src: '/uploads/audio/2026-11/a.mp3', title: 'Birdsong at dawn' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(input.hasAttribute('disabled')).toBe(false);
  });

  it('should keep a title the author already gave', async () => {
    uploadFile.mockResolvedValue(stored('/uploads/audio/2026-11/b.weba', 'audio/webm'));
    const onChange = vi.fn();
    render(<AudioInspector element={makeElement('audio', { src: '', title: 'Chapter 1, read aloud' })} onChange={onChange} context={context} />);
    choose('Upload a sound file', new File(['x'], 'take-3.webm', { type: 'video/webm' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ src: '/uploads/audio/2026-11/b.weba' }));
  });

  it('should refuse a file of another format before sending it', () => {
    const onChange = vi.fn();
    render(<AudioInspector element={makeElement('audio', { src: '' })} onChange={onChange} context={context} />);
    choose('Upload a sound file', new File(['fLaC'], 'song.flac', { type: 'audio/flac' }));
    expect(screen.getByRole('alert').textContent).toBe('Unsupported File Format');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("should show the server's reason when it refuses the file, and leave the element as it was", async () => {
    uploadFile.mockRejectedValue(new HttpError(422, { message: 'This is a sound file: add it to an audio element.' }, { method: 'post', url: '/uploads', headers: {} }));
    const onChange = vi.fn();
    render(<VideoInspector element={makeElement('video', { src: '' })} onChange={onChange} context={context} />);
    choose('Upload a video file', new File(['x'], 'lesson.mp4', { type: 'video/mp4' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This is a sound file: add it to an audio element.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should say so when the upload fails without a reason', async () => {
    uploadFile.mockRejectedValue(new Error('Network Error'));
    render(<VideoInspector element={makeElement('video', { src: '' })} onChange={vi.fn()} context={context} />);
    choose('Upload a video file', new File(['x'], 'lesson.webm', { type: 'video/webm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The video could not be uploaded.');
  });

  it('should upload a video up to 200 MB and still take a YouTube or Vimeo page as its address', async () => {
    uploadFile.mockResolvedValue(stored('/uploads/video/2026-11/c.mp4', 'video/mp4'));
    const onChange = vi.fn();
    const { rerender } = render(<VideoInspector element={makeElement('video', { src: '', title: 'Volcanoes' })} onChange={onChange} context={context} />);
    expect(screen.getByLabelText('Upload a video file').getAttribute('accept')).toBe('video/mp4,video/webm,.mp4,.m4v,.webm');
    expect(screen.getByText('MP4 or WebM, up to 200 MB.')).toBeTruthy();
    choose('Upload a video file', new File(['x'], 'volcano.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ src: '/uploads/video/2026-11/c.mp4' }));

    fireEvent.change(screen.getByLabelText('Address'), { target: { value: ' https://vimeo.com/76979871 ' } });
    expect(onChange).toHaveBeenLastCalledWith({ src: 'https://vimeo.com/76979871' });
    rerender(<VideoInspector element={makeElement('video', { src: 'https://vimeo.com/76979871' })} onChange={onChange} context={context} />);
    expect(screen.queryByText('This address cannot be played here.')).toBeNull();
  });

  it('should offer no upload for an embedded video, which only plays from its site', () => {
    render(<EmbedInspector element={makeElement('embed', { url: '' })} onChange={vi.fn()} context={context} />);
    expect(screen.queryByLabelText(/^Upload/)).toBeNull();
    expect(screen.getByLabelText('Address')).toBeTruthy();
  });
});
