import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ELEMENT_HTML, ELEMENT_TYPES, type BookElement, type StaticHtmlContext } from '@folio/shared';
import en from '../../public/locales/en/elements.json';
import { ELEMENT_REGISTRY, elementsForTab, getElementDefinition } from './registry';
import { ELEMENT_RENDERERS, isKnownType } from './renderers';
import { makeElement } from './testing';
import { sanitizeHtml } from './common/richText';
import type { ElementMode } from './types';

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
/** Static HTML (shared, document/html) of the elements the editor creates, cleaned as a browser would. */
const staticHtml: StaticHtmlContext = { richText: sanitizeHtml, fileUrl: (path) => path, labels: { watchOn: (p) => `Watch on ${p}`, audio: 'Audio', video: 'Video' } };
const context = { pages: [{ id: 'p1', name: 'Page 1' }], media: ['/uploads/image/demo/a.webp'] };

describe('the element registry', () => {
  it.each(ELEMENT_TYPES)('should define %s with a label, a tab, a Render and an Inspector', (type) => {
    const definition = ELEMENT_REGISTRY[type];
    expect(definition.type).toBe(type);
    expect(typeof lookup(definition.labelKey)).toBe('string');
    expect(['Text', 'Media', 'Shapes', 'Interactive']).toContain(definition.tab);
    expect(definition.icon).toBeTruthy();
    expect(definition.Render).toBeTypeOf('function');
    expect(definition.Inspector).toBeTypeOf('function');
    // A page drawn for reading uses the renderers alone: the very Render the editor uses.
    expect(ELEMENT_RENDERERS[type]).toBe(definition.Render);
  });

  it('should list every type under exactly one toolbar tab, and know no other type', () => {
    const tabbed = (['Text', 'Media', 'Shapes', 'Interactive'] as const).flatMap((tab) => elementsForTab(tab).map((d) => d.type));
    expect(tabbed.toSorted()).toEqual([...ELEMENT_TYPES].sort());
    expect(elementsForTab('Text').map((d) => d.type)).toEqual(['text', 'heading']);
    expect(getElementDefinition('sticker')).toBeUndefined();
    expect(isKnownType('sticker')).toBe(false);
    expect(getElementDefinition('toString')).toBeUndefined();
  });

  describe.each(ELEMENT_TYPES)('a new %s element', (type) => {
    const definition = ELEMENT_REGISTRY[type];
    const created = { ...makeElement(type), ...definition.create(), id: `${type}-new` } as BookElement;

    it.each<ElementMode>(['edit', 'read', 'thumbnail'])('should render in %s mode', (mode) => {
      const { container } = render(<definition.Render element={created} mode={mode} />);
      expect(container.firstChild).not.toBeNull();
    });

    it('should render its inspector with every control labelled', () => {
      const { container } = render(<definition.Inspector element={created} onChange={() => {}} context={context} />);
      for (const control of container.querySelectorAll('input, select, textarea, button')) {
        const id = control.getAttribute('id');
        const named = control.getAttribute('aria-label') || (id && container.querySelector(`label[for="${id}"]`)) || control.closest('label') || control.textContent?.trim();
        expect(named, control.outerHTML).toBeTruthy();
      }
    });

    it('should give static HTML without script', () => {
      expect(ELEMENT_HTML[type](created, staticHtml)).not.toMatch(/<script|on\w+=/i);
    });
  });

  describe.each(ELEMENT_REGISTRY.quiz.variants!.map((v) => [v.key, v] as const))('a new question of the kind %s', (_key, variant) => {
    const created = { ...makeElement('quiz'), ...ELEMENT_REGISTRY.quiz.create(), ...variant.create(), id: `quiz-${variant.key}` } as BookElement;

    it('should have an insert label, render in every mode, label every control of its inspector, and give HTML without its answers', () => {
      expect(typeof lookup(variant.labelKey)).toBe('string');
      for (const mode of ['edit', 'read', 'thumbnail'] as const) render(<ELEMENT_REGISTRY.quiz.Render element={created} mode={mode} />);
      const { container } = render(<ELEMENT_REGISTRY.quiz.Inspector element={created} onChange={() => {}} context={context} />);
      for (const control of container.querySelectorAll('input, select, textarea, button')) {
        const id = control.getAttribute('id');
        expect(control.getAttribute('aria-label') || (id && container.querySelector(`label[for="${id}"]`)) || control.closest('label') || control.textContent?.trim(), control.outerHTML).toBeTruthy();
      }
      const html = ELEMENT_HTML.quiz(created, staticHtml);
      expect(html).not.toMatch(/<script|on\w+=/i);
      expect(html).not.toMatch(/\[|east|west/);
    });
  });

  it('should create elements in the language of the interface', () => {
    const heading = ELEMENT_REGISTRY.heading.create();
    render(<ELEMENT_REGISTRY.heading.Render element={{ ...makeElement('heading'), ...heading } as BookElement} mode="read" />);
    expect(screen.getByRole('heading', { name: 'A heading' })).toBeTruthy();
  });
});
