import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ELEMENT_REGISTRY } from '../registry';
import { makeElement } from '../testing';

const { Render: Embed } = ELEMENT_REGISTRY.embed;
const { Render: Video } = ELEMENT_REGISTRY.video;

describe('embedded videos', () => {
  it('should load an allow-listed player only when the reader asks, sandboxed and titled', async () => {
    const { container } = render(<Embed element={makeElement('embed', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Volcanoes' })} mode="read" />);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play the video from YouTube' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('title')).toBe('Volcanoes');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
  });

  it('should never load a player from a host off the list', () => {
    const { container } = render(<Embed element={makeElement('embed', { url: 'https://evil.example/embed/dQw4w9WgXcQ' })} mode="read" />);
    expect(container.querySelector('iframe, button')).toBeNull();
    expect(screen.getByText('Only YouTube and Vimeo videos can be embedded.')).toBeTruthy();
  });

  it('should play a video page of an allow-listed host from the video element too, and a file natively, reading only its head and first frame before it plays', async () => {
    const { container, unmount } = render(<Video element={makeElement('video', { src: 'https://vimeo.com/76979871' })} mode="read" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play the video from Vimeo' }));
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    unmount();
    const file = render(<Video element={makeElement('video', { src: '/media/clip.mp4', title: 'Clip' })} mode="read" />);
    const video = file.container.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.getAttribute('aria-label')).toBe('Clip');
  });

  it('should show a still card while editing, so that dragging works', () => {
    const { container } = render(<Video element={makeElement('video', { src: '/media/clip.mp4', title: 'Clip' })} mode="edit" />);
    expect(container.querySelector('video, iframe, button')).toBeNull();
    expect(screen.getByText('Clip')).toBeTruthy();
  });
});
