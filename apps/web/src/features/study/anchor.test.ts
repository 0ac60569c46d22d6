import { afterEach, describe, expect, it } from 'vitest';
import { anchorAt, anchorIn, anchorInBlocks, describeRange, rangeAt, sentenceOf, type TextAnchor } from './anchor';

/** The anchor a reader would have made of `exact` where it first occurs after `from` in `text`. */
function anchorOf(text: string, exact: string, from = 0): TextAnchor {
  const start = text.indexOf(exact, from);
  return { quote: { exact, prefix: text.slice(Math.max(0, start - 32), start), suffix: text.slice(start + exact.length, start + exact.length + 32) }, position: { start, end: start + exact.length } };
}

describe('anchorIn', () => {
  it('finds the words where they were', () => {
    const text = 'The river rose in the night and the village woke to water.';
    expect(anchorIn(text, anchorOf(text, 'woke to water'))).toEqual({ start: 44, end: 57 });
  });

  it('follows the words when the text before them was edited', () => {
    const before = 'The river rose in the night and the village woke to water.';
    const anchor = anchorOf(before, 'the village');
    const after = 'Without any warning, the river rose quickly in the night and the village woke to water.';
    const found = anchorIn(after, anchor)!;
    expect(after.slice(found.start, found.end)).toBe('the village');
    expect(found.start).toBe(after.indexOf('the village'));
  });

  it('tells apart the same words by what surrounds them, even far from the position kept', () => {
    const text = 'A cat sat here. Then a dog came. A cat sat there, too.';
    const anchor = anchorOf(text, 'A cat sat', 10);
    // A long paragraph was added at the top: the position now points near the first "A cat sat".
    const edited = `${'Foreword. '.repeat(3)}${text}`;
    const found = anchorIn(edited, { ...anchor, position: { start: 30, end: 39 } })!;
    expect(edited.slice(found.end, found.end + 6)).toBe(' there');
  });

  it('picks the nearest of identical places', () => {
    const text = 'yes yes yes yes';
    const anchor = { quote: { exact: 'yes', prefix: 'yes ', suffix: ' yes' }, position: { start: 8, end: 11 } };
    expect(anchorIn(text, anchor)).toEqual({ start: 8, end: 11 });
    expect(anchorIn(text, { ...anchor, position: { start: 4, end: 7 } })).toEqual({ start: 4, end: 7 });
  });

  it('answers null when the words are gone, or only the same words elsewhere remain', () => {
    const text = 'The river rose in the night.';
    expect(anchorIn('A different page altogether.', anchorOf(text, 'river rose'))).toBeNull();
    const anchor = { quote: { exact: 'night', prefix: 'in the ', suffix: '.' }, position: { start: 22, end: 27 } };
    expect(anchorIn('Goodnight!', anchor)).toBeNull();
  });

  it('anchors Arabic text, whose words are joined letters', () => {
    const text = 'ذهب الولد إلى المدرسة صباحا. ذهب الولد إلى السوق مساء.';
    const anchor = anchorOf(text, 'ذهب الولد', 20);
    const found = anchorIn(text, anchor)!;
    expect(found.start).toBe(text.indexOf('ذهب الولد', 20));
    const edited = text.replace('صباحا', 'في الصباح الباكر');
    const moved = anchorIn(edited, anchor)!;
    expect(edited.slice(moved.end, moved.end + 9)).toBe(' إلى السو');
  });

  it('anchors Japanese text, which has no spaces between words', () => {
    const text = '猫が好きです。犬も好きです。鳥も好きです。';
    const anchor = anchorOf(text, '好きです', 8);
    expect(anchorIn(text, anchor)).toEqual({ start: 9, end: 13 });
    expect(anchorIn(`はじめに。${text}`, anchor)).toEqual({ start: 14, end: 18 });
  });
});

describe('describeRange and rangeAt', () => {
  // The web project's files share one document: what these tests put in it goes with them.
  afterEach(() => document.body.replaceChildren());
  const page = () => {
    const root = document.createElement('div');
    root.innerHTML = '<h2>Water</h2><p>The river <b>rose</b> in the night.</p>';
    document.body.replaceChildren(root);
    return root;
  };

  it('describes a selection across elements by the page text, and finds the same range again', () => {
    const root = page();
    const range = document.createRange();
    const bold = root.querySelector('b')!;
    range.setStart(root.querySelector('p')!.firstChild!, 4);
    range.setEnd(bold.nextSibling!, 3);
    const anchor = describeRange(root, range)!;
    // The heading above is another block: the words kept before them start with their paragraph.
    expect(anchor.quote).toEqual({ exact: 'river rose in', prefix: 'The ', suffix: ' the night.' });
    expect(sentenceOf(anchor.quote)).toEqual({ before: 'The ', words: 'river rose in', after: ' the night.' });
    expect(anchor.position).toEqual({ start: 9, end: 22 });
    expect(rangeAt(root, anchor.position)!.toString()).toBe('river rose in');
  });

  it('keeps the words around a selection within the blocks it begins and ends in', () => {
    const root = page();
    root.insertAdjacentHTML('beforeend', '<p>Morning came.</p>');
    const range = document.createRange();
    range.setStart(root.querySelector('h2')!.firstChild!, 2);
    range.setEnd(root.querySelector('p')!.firstChild!, 3);
    const anchor = describeRange(root, range)!;
    expect(anchor.quote).toEqual({ exact: 'terThe', prefix: 'Wa', suffix: ' river rose in the night.' });
    expect(anchorInBlocks(root, root.textContent!, anchor.position)).toEqual(anchor);
  });

  it('describes nothing for a selection of spaces or outside the page', () => {
    const root = page();
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere';
    document.body.append(outside);
    const range = document.createRange();
    range.selectNodeContents(outside);
    expect(describeRange(root, range)).toBeNull();
    const blank = document.createRange();
    const text = root.querySelector('p')!.firstChild!;
    blank.setStart(text, 3);
    blank.setEnd(text, 4);
    expect(describeRange(root, blank)).toBeNull();
  });

  it('has no range past the end of the text', () => {
    expect(rangeAt(page(), { start: 10, end: 400 })).toBeNull();
  });
});

describe('anchorAt', () => {
  it('takes the words at a place of the text with what now comes before and after them, as a highlight that followed its words keeps', () => {
    const before = 'The tide pool holds crabs and starfish.';
    const after = 'At low water, every pool held small crabs and starfish, and shrimps.';
    const found = anchorIn(after, anchorOf(before, 'crabs and starfish'))!;
    expect(anchorAt(after, found)).toEqual({
      quote: { exact: 'crabs and starfish', prefix: 'At low water, every pool held small ', suffix: ', and shrimps.' },
      position: { start: 36, end: 54 },
    });
  });
});

describe('sentenceOf', () => {
  it('keeps the sentences the words run across, and says "…" where the sentence goes on past the words kept', () => {
    const text = 'The storm came in the night. It broke the old pier and carried its boards far along the shore, where the children of the village found them in the morning light, still wet and smelling of the sea. Nobody slept.';
    const at = text.indexOf('the children');
    const { quote } = anchorAt(text, { start: at, end: at + 'the children'.length });
    // 64 characters kept on either side: the sentence began and ends further away.
    expect([quote.prefix.length, quote.suffix.length]).toEqual([64, 64]);
    expect(sentenceOf(quote)).toEqual({ before: '…the old pier and carried its boards far along the shore, where ', words: 'the children', after: ' of the village found them in the morning light, still wet and s…' });
    const across = text.indexOf('night');
    expect(sentenceOf(anchorAt(text, { start: across, end: across + 'night. It broke'.length }).quote)).toEqual({
      before: 'The storm came in the ',
      words: 'night. It broke',
      after: ' the old pier and carried its boards far along the shore, where…',
    });
  });
});
