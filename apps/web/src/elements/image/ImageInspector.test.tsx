import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { ImageInspector } from './ImageInspector';
import { ImageRender } from './ImageRender';

const context = { pages: [], media: ['/uploads/image/a.webp', '/uploads/image/b.webp', 'https://tracker.example/c.png'] };

describe('the image inspector', () => {
  it('should warn that alt text is required to publish until the image is described or marked decorative', () => {
    const onChange = vi.fn();
    const { rerender } = render(<ImageInspector element={makeElement('image', { src: '/uploads/image/a.webp', alt: '' })} onChange={onChange} context={context} />);
    const alt = screen.getByLabelText('Describe the image');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Alt text is required to publish the book.')).toBeTruthy();
    fireEvent.change(alt, { target: { value: 'A red fox' } });
    expect(onChange).toHaveBeenLastCalledWith({ alt: 'A red fox' });
    fireEvent.click(screen.getByLabelText('Decorative image (no description needed)'));
    expect(onChange).toHaveBeenLastCalledWith({ decorative: true });

    rerender(<ImageInspector element={makeElement('image', { src: '/uploads/image/a.webp', alt: '', decorative: true })} onChange={onChange} context={context} />);
    expect(screen.queryByText('Alt text is required to publish the book.')).toBeNull();
  });

  it("should offer the book's own pictures, from this site only, to pick from", () => {
    const onChange = vi.fn();
    render(<ImageInspector element={makeElement('image', { src: '/uploads/image/a.webp', alt: 'x' })} onChange={onChange} context={context} />);
    expect(screen.getByRole('button', { name: 'Use image 1 of this book' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Use image 3 of this book' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use image 2 of this book' }));
    expect(onChange).toHaveBeenCalledWith({ src: '/uploads/image/b.webp' });
    expect(screen.getByLabelText('Upload an image').getAttribute('type')).toBe('file');
  });
});

describe('an image on the page', () => {
  it('should be badged while editing when it has no alt text, and silent to screen readers when decorative', () => {
    const { unmount } = render(<ImageRender element={makeElement('image', { src: '/uploads/image/a.webp', alt: '' })} mode="edit" />);
    expect(screen.getByText('No alt text')).toBeTruthy();
    unmount();
    const { container } = render(<ImageRender element={makeElement('image', { src: '/uploads/image/a.webp', alt: 'ignored', decorative: true })} mode="read" />);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });
});
