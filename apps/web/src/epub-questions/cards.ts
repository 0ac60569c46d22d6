import { h } from './dom';
import type { Say } from './labels';

/**
 * Makes a list of cards (a dl of fronts and backs, readable as it is without scripts) a row of cards that turn:
 * each is a button showing its front, pressed to show its back, as in the reader.
 */
export function makeTurnable(list: HTMLElement, say: Say) {
  const fronts = [...list.querySelectorAll('dt')];
  const cards = fronts.map((dt) => {
    const front = dt.textContent ?? '';
    const back = (dt.nextElementSibling?.tagName.toLowerCase() === 'dd' ? dt.nextElementSibling.textContent : '') ?? '';
    const card = h('button', { type: 'button', class: 'folio-card', 'aria-pressed': 'false', title: say('flipHint') }, front);
    card.addEventListener('click', () => {
      const turned = card.getAttribute('aria-pressed') !== 'true';
      card.setAttribute('aria-pressed', String(turned));
      card.textContent = turned ? back : front;
    });
    return h('li', {}, card);
  });
  const deck = h('ul', { class: 'folio-cards', dir: list.getAttribute('dir') ?? 'auto' }, ...cards);
  list.replaceWith(deck);
}
