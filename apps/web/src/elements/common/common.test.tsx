import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { ElementView } from '../ElementView';
import { CommonInspector } from './CommonInspector';
import { safeMediaSrc, textDirection } from './safe';
import { elementBoxStyle } from './style';

describe('the common style', () => {
  it('should turn rotation, opacity, border, shadow and radius into the box style, refusing unsafe values', () => {
    const element = makeElement('shape', { shape: 'rectangle' }, { rotation: 30, opacity: 0.5, border: { width: 2, color: '#ff0000', style: 'dashed' }, shadow: 'lg', radius: 12 });
    expect(elementBoxStyle(element)).toMatchObject({ transform: 'rotate(30deg)', opacity: 0.5, border: '2px dashed #ff0000', borderRadius: 12 });
    expect(elementBoxStyle(element).filter).toContain('drop-shadow');
    const unsafe = makeElement('shape', {}, { border: { width: 2, color: 'url(https://tracker.example/x)' }, opacity: 7, rotation: 'a lot' });
    expect(elementBoxStyle(unsafe)).toMatchObject({ border: '2px solid #111827', opacity: undefined, transform: undefined });
  });

  it('should leave hidden elements out when reading and draw them faded while editing', () => {
    const hidden = makeElement('heading', { text: 'Later' }, { hidden: true, opacity: 0.8 });
    expect(elementBoxStyle(hidden, 'read')).toEqual({ display: 'none' });
    expect(elementBoxStyle(hidden, 'thumbnail')).toEqual({ display: 'none' });
    expect(elementBoxStyle(hidden, 'edit').opacity).toBeCloseTo(0.28);
    const { unmount } = render(<ElementView element={hidden} mode="read" />);
    expect(screen.queryByText('Later')).toBeNull();
    unmount();
    render(<ElementView element={hidden} mode="edit" />);
    expect(screen.getByText('Later')).toBeTruthy();
  });

  it('should draw nothing for a type this build does not know', () => {
    const { container } = render(<ElementView element={{ ...makeElement('text'), type: 'hologram' as never }} mode="read" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the common inspector', () => {
  it('should send whole positions, sizes and styles, so that merging or overwriting gives the same element', () => {
    const onChange = vi.fn();
    const element = makeElement('shape', { shape: 'ellipse' }, { fill: '#ffffff' });
    render(<CommonInspector element={element} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('X'), { target: { value: '120' } });
    expect(onChange).toHaveBeenLastCalledWith({ position: { x: 120, y: 20 } });
    fireEvent.change(screen.getByLabelText('Height'), { target: { value: '80' } });
    expect(onChange).toHaveBeenLastCalledWith({ size: { width: 300, height: 80 } });
    fireEvent.change(screen.getByLabelText('Opacity (%)'), { target: { value: '40' } });
    expect(onChange).toHaveBeenLastCalledWith({ style: { fill: '#ffffff', opacity: 0.4 } });
    fireEvent.click(screen.getByLabelText('Hidden from readers'));
    expect(onChange).toHaveBeenLastCalledWith({ style: { fill: '#ffffff', hidden: true } });
    fireEvent.click(screen.getByLabelText('Locked (cannot be moved or resized)'));
    expect(onChange).toHaveBeenLastCalledWith({ style: { fill: '#ffffff', locked: true } });
    fireEvent.change(screen.getByLabelText('Border width'), { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith({ style: { fill: '#ffffff', border: { width: 3, color: '#111827', style: 'solid' } } });
  });

  it('should not send a value while the typed text is not a number', () => {
    const onChange = vi.fn();
    render(<CommonInspector element={makeElement('text')} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Y'), { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('textDirection', () => {
  it('should follow the first strong letter, as dir="auto" does', () => {
    expect(textDirection('Hello')).toBe('ltr');
    expect(textDirection('123 مرحبا')).toBe('rtl');
    expect(textDirection('« שלום »')).toBe('rtl');
    expect(textDirection('১২৩ বাংলা')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
  });
});

describe('safeMediaSrc', () => {
  it('accepts files on this site only, as the CSP plays nothing else', () => {
    expect(safeMediaSrc('/uploads/audio/2026-11/a.mp3')).toBe('/uploads/audio/2026-11/a.mp3');
    expect(safeMediaSrc('https://example.com/a.mp3')).toBeUndefined();
    expect(safeMediaSrc('//example.com/a.mp3')).toBeUndefined();
    expect(safeMediaSrc('/uploads/../secret')).toBeUndefined();
    expect(safeMediaSrc(42)).toBeUndefined();
  });
});
