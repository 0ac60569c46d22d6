import { describe, expect, it } from 'vitest';
import type { PagesResponse } from '@folio/shared';
import { pagesAsRead } from './api';

describe("the editor's pages as read", () => {
  it('should come frozen to their last value, so that the store takes them without walking them', () => {
    const answer = {
      version: 7,
      data: [{ id: 'p1', name: 'Page 1', layout: { gutter: 50, columns: 2 }, style: {}, elements: [{ id: 'e1', type: 'text', position: { x: 1, y: 2 }, size: { width: 3, height: 4 }, style: { fontSize: 16 }, html: '<p>Hi</p>' }] }],
    } as unknown as PagesResponse;
    const read = pagesAsRead(answer);
    expect(read.version).toBe(7);
    expect(read.pages).toBe(answer.data);
    const [page] = read.pages;
    for (const value of [read, read.pages, page, page!.layout, page!.elements, page!.elements[0], page!.elements[0]!.position, page!.elements[0]!.style]) expect(Object.isFrozen(value)).toBe(true);
  });
});
