import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { CommonInspector } from './CommonInspector';

const fields = () => ({
  border: ['Border width', 'Border style', 'Border colour'].filter((name) => screen.queryByLabelText(name)),
  radius: !!screen.queryByLabelText('Corner radius'),
  shadow: !!screen.queryByLabelText('Shadow'),
});

describe('the common properties', () => {
  it('should offer border and corner radius for a box', () => {
    render(<CommonInspector element={makeElement('shape', { shape: 'rectangle' })} onChange={vi.fn()} />);
    expect(fields()).toEqual({ border: ['Border width', 'Border style', 'Border colour'], radius: true, shadow: true });
  });

  it.each([
    ['a line element', makeElement('line')],
    ['a shape drawn as a line', makeElement('shape', { shape: 'line' })],
    ['a shape drawn as an arrow', makeElement('shape', { shape: 'arrow' })],
  ])('should not offer border or corner radius for %s, which have nothing to draw them on', (_name, element) => {
    render(<CommonInspector element={element} onChange={vi.fn()} />);
    expect(fields()).toEqual({ border: [], radius: false, shadow: true });
    // Position, size and behaviour stay.
    expect(screen.getByLabelText('Width')).toBeTruthy();
    expect(screen.getByLabelText('Hidden from readers')).toBeTruthy();
  });
});
