import { useCallback, useEffect, useState } from 'react';

type Listener = (visible: boolean) => void;

/**
 * Which items of a long scrolling list are on screen or within `margin` of it, through one
 * IntersectionObserver for the whole list: the page list of a 300-page book watches 300 items, and one
 * observer per item would cost more than the items.
 */
export class ListVisibility {
  private readonly listeners = new Map<Element, Listener>();
  private readonly observer: IntersectionObserver;

  constructor(root: Element, margin: string) {
    this.observer = new IntersectionObserver(
      (entries) => {
        // Entries queued for one item come oldest first: the last says where it is now.
        const now = new Map(entries.map((entry) => [entry.target, entry.isIntersecting]));
        for (const [target, visible] of now) this.listeners.get(target)?.(visible);
      },
      { root, rootMargin: margin },
    );
  }

  /** Tells `listener` whenever `node` comes near the visible part of the list or leaves it; answers the way to stop. */
  watch(node: Element, listener: Listener) {
    this.listeners.set(node, listener);
    this.observer.observe(node);
    return () => {
      this.listeners.delete(node);
      this.observer.unobserve(node);
    };
  }

  disconnect() {
    this.observer.disconnect();
    this.listeners.clear();
  }
}

/**
 * The visibility of the items of a scrolling list: `ref` goes on the list (the root the items are seen
 * through); `visibility` is null until the list is drawn, and without IntersectionObserver.
 */
export function useListVisibility(margin = '200px') {
  const [visibility, setVisibility] = useState<ListVisibility | null>(null);
  const ref = useCallback(
    (root: Element | null) => {
      if (!root || typeof IntersectionObserver === 'undefined') return;
      const watching = new ListVisibility(root, margin);
      setVisibility(watching);
      return () => {
        watching.disconnect();
        setVisibility(null);
      };
    },
    [margin],
  );
  return { ref, visibility };
}

/**
 * Whether the item `node` is near the visible part of its list. Without IntersectionObserver (tests) every
 * item counts as visible.
 */
export function useVisibleInList(visibility: ListVisibility | null, node: Element | null): boolean {
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => (visibility && node ? visibility.watch(node, setVisible) : undefined), [visibility, node]);
  return visible;
}
