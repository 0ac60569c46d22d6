/** A new element with its attributes and children: the pages are XHTML, where innerHTML would need well-formed XML. */
export function h(tag: string, attrs: Record<string, string | boolean | undefined> = {}, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? name : value);
  }
  element.append(...children);
  return element;
}
