import { describe, expect, it } from 'vitest';
import { ELEMENT_FIELD_DEFAULTS } from './elements.ts';
import { answerProblem, answerText, mixedOrder, partsRight, questionPoints, questionVersion, scoreAnswer, sentenceParts, type Question } from './questions.ts';

const question = (fields: Partial<Question>): Question => ({ ...ELEMENT_FIELD_DEFAULTS.quiz, ...fields });
const options = [{ id: 'a', text: '1/2', correct: true }, { id: 'b', text: '2/8', correct: false }, { id: 'c', text: '2/4', correct: true }];

describe('a choice', () => {
  it('should score a single-answer question only when the right option is chosen', () => {
    const single = question({ options: options.slice(0, 2), points: 2 });
    expect(scoreAnswer(single, ['a'])).toEqual({ correct: true, score: 2 });
    expect(scoreAnswer(single, ['b'])).toEqual({ correct: false, score: 0 });
    expect(scoreAnswer(single, [])).toEqual({ correct: false, score: 0 });
  });

  it('should score a several-answer question only when exactly the correct options are chosen', () => {
    const multiple = question({ options, points: 3, multiple: true });
    expect(scoreAnswer(multiple, ['a', 'c'])).toEqual({ correct: true, score: 3 });
    expect(scoreAnswer(multiple, ['a'])).toEqual({ correct: false, score: 0 });
    expect(scoreAnswer(multiple, ['a', 'b', 'c'])).toEqual({ correct: false, score: 0 });
  });

  it('should never count a question without a correct option as answered right', () => {
    expect(scoreAnswer(question({ options: [{ id: 'a', text: 'x', correct: false }] }), [])).toEqual({ correct: false, score: 0 });
  });

  it('should refuse an option the question lacks, and two options where one is asked', () => {
    expect(answerProblem(question({ options }), ['z'])).toBe('notAnOption');
    expect(answerProblem(question({ options }), ['a', 'c'])).toBe('oneAnswer');
    expect(answerProblem(question({ options, multiple: true }), ['a', 'c'])).toBeNull();
    expect(answerText(question({ options, multiple: true }), ['c', 'a'])).toBe('1/2; 2/4');
  });
});

describe('fill in the blanks', () => {
  const blanks = question({ kind: 'blanks', points: 4, sentence: 'The sun rises in the [east] and its [colour/color] is [yellow], [not/never] blue.' });

  it('should cut the sentence at its blanks, each with its alternatives', () => {
    expect(sentenceParts('A [b/B ] c [d] e')).toEqual({ texts: ['A ', ' c ', ' e'], blanks: [['b', 'B'], ['d']] });
    expect(sentenceParts('No blanks')).toEqual({ texts: ['No blanks'], blanks: [] });
  });

  it('should accept any alternative, in any case and width, with spaces trimmed, and score a share of the points', () => {
    expect(scoreAnswer(blanks, ['East', ' color ', 'ＹＥＬＬＯＷ', 'never'])).toEqual({ correct: true, score: 4 });
    expect(partsRight(blanks, ['west', 'colour', 'yellow', 'not'])).toEqual([false, true, true, true]);
    expect(scoreAnswer(blanks, ['west', 'colour', 'yellow', 'not'])).toEqual({ correct: false, score: 3 });
    expect(scoreAnswer(blanks, ['west', 'red', 'yellow', 'x'])).toEqual({ correct: false, score: 1 });
  });

  it('should tell case apart when the author says so', () => {
    const strict = question({ ...blanks, caseSensitive: true });
    expect(scoreAnswer(strict, ['East', 'color', 'yellow', 'not']).correct).toBe(false);
    expect(scoreAnswer(strict, ['east', 'color', 'yellow', 'not']).correct).toBe(true);
  });

  it('should take one written entry per blank', () => {
    expect(answerProblem(blanks, ['east', 'color', 'yellow'])).toBe('fillEveryBlank');
    expect(answerProblem(blanks, ['east', 'color', 'yellow', ' '])).toBe('fillEveryBlank');
    expect(answerProblem(blanks, ['east', 'color', 'yellow', 'x'.repeat(201)])).toBe('fillEveryBlank');
    expect(answerProblem(blanks, ['east', 'color', 'yellow', 'not'])).toBeNull();
  });
});

describe('matching and ordering', () => {
  const pairs = [{ id: 'p1', left: 'Cat', right: 'Kitten' }, { id: 'p2', left: 'Dog', right: 'Puppy' }, { id: 'p3', left: 'Cow', right: 'Calf' }];
  const matching = question({ kind: 'matching', points: 3, pairs });
  const items = [{ id: 'i1', text: 'Egg' }, { id: 'i2', text: 'Caterpillar' }, { id: 'i3', text: 'Pupa' }, { id: 'i4', text: 'Butterfly' }];
  const ordering = question({ kind: 'ordering', points: 2, items });

  it('should score each pair matched right', () => {
    expect(scoreAnswer(matching, ['p1', 'p2', 'p3'])).toEqual({ correct: true, score: 3 });
    expect(scoreAnswer(matching, ['p2', 'p1', 'p3'])).toEqual({ correct: false, score: 1 });
    expect(answerText(matching, ['p2', 'p1', 'p3'])).toBe('Cat → Puppy; Dog → Kitten; Cow → Calf');
    expect(answerProblem(matching, ['p1', 'p2'])).toBe('matchEvery');
    expect(answerProblem(matching, ['p1', 'p2', 'zz'])).toBe('matchEvery');
  });

  it('should score each item in its place, and take every item once', () => {
    expect(scoreAnswer(ordering, ['i1', 'i2', 'i3', 'i4'])).toEqual({ correct: true, score: 2 });
    expect(scoreAnswer(ordering, ['i1', 'i3', 'i2', 'i4'])).toEqual({ correct: false, score: 1 });
    expect(answerText(ordering, ['i4', 'i1', 'i2', 'i3'])).toBe('Butterfly → Egg → Caterpillar → Pupa');
    expect(answerProblem(ordering, ['i1', 'i1', 'i2', 'i3'])).toBe('orderEvery');
    expect(answerProblem(ordering, ['i1', 'i2', 'i3'])).toBe('orderEvery');
    expect(answerProblem(ordering, ['i4', 'i3', 'i2', 'i1'])).toBeNull();
  });

  it('should mix a list the same way for the same seed, never in its own order', () => {
    expect(mixedOrder(items, 'q1')).toEqual(mixedOrder(items, 'q1'));
    expect([...mixedOrder(items, 'q1')].sort((a, b) => a.id.localeCompare(b.id))).toEqual(items);
    for (const seed of ['a', 'b', 'c', 'q1', 'q2', 'xyz']) expect(mixedOrder(items.slice(0, 2), seed)).not.toEqual(items.slice(0, 2));
    expect(mixedOrder(['only'], 'a')).toEqual(['only']);
  });

  it('should leave no item in its own place (a derangement), so that an ordering starts with none of its steps right', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => `question-${i}`);
    for (let length = 2; length <= 8; length += 1) {
      const list = Array.from({ length }, (_, i) => i);
      for (const seed of seeds) {
        const mixed = mixedOrder(list, seed);
        expect(mixed.filter((item, i) => item === list[i]), `${length} items, seed ${seed}`).toEqual([]);
        expect([...mixed].sort((a, b) => a - b)).toEqual(list);
      }
    }
    // Scored as the reader would first check it: nothing right, nothing given away.
    expect(scoreAnswer(ordering, mixedOrder(ordering.items!.map((item) => item.id), 'water-cycle'))).toEqual({ correct: false, score: 0 });
  });
});

describe('a short answer and a poll', () => {
  const short = question({ kind: 'short', points: 4, keywords: ['photosynthesis', 'sunlight/light'] });

  it('should score the keywords an answer holds, with their alternatives', () => {
    expect(scoreAnswer(short, ['Plants use light for Photosynthesis.'])).toEqual({ correct: true, score: 4 });
    expect(scoreAnswer(short, ['Plants make food by photosynthesis.'])).toEqual({ correct: false, score: 2 });
    expect(answerProblem(short, ['  '])).toBe('writeAnswer');
    expect(answerProblem(short, ['a', 'b'])).toBe('writeAnswer');
  });

  it('should leave an answer for the teacher unscored, and a poll without a right answer or points', () => {
    expect(scoreAnswer(question({ ...short, marking: 'teacher' }), ['anything'])).toEqual({ correct: null, score: 0 });
    const poll = question({ kind: 'poll', points: 5, options: [{ id: 'a', text: 'Yes', correct: false }, { id: 'b', text: 'No', correct: false }] });
    expect(scoreAnswer(poll, ['a'])).toEqual({ correct: null, score: 0 });
    expect(questionPoints(poll)).toBe(0);
    expect(answerProblem(poll, ['c'])).toBe('notAnOption');
  });
});

describe('the version of a question', () => {
  const base = question({ question: 'Which is blue?', multiple: false, points: 1, options: [{ id: 'a', text: 'Sky', correct: true }, { id: 'b', text: 'Grass', correct: false }] });

  it("should keep a choice's version from before there were other kinds, so its kept answers stay current", () => {
    expect(questionVersion(base)).toBe('1q8it4i');
    expect(questionVersion({ ...base, kind: 'choice', hint: 'Look up', shuffle: true })).toBe('1q8it4i');
  });

  it('is the same for the same question, and changes with its words, its options, its right answers or its points', () => {
    expect(questionVersion({ ...base })).toBe(questionVersion(JSON.parse(JSON.stringify(base)) as typeof base));
    const versions = [
      base,
      { ...base, question: 'Which one is blue?' },
      { ...base, points: 2 },
      { ...base, multiple: true },
      { ...base, options: [base.options[0]!, { ...base.options[1]!, correct: true }] },
      { ...base, options: [base.options[0]!, { ...base.options[1]!, text: 'Sea' }] },
      { ...base, kind: 'poll' as const },
      question({ kind: 'blanks', sentence: 'A [b]' }),
      question({ kind: 'blanks', sentence: 'A [b/c]' }),
      question({ kind: 'blanks', sentence: 'A [b/c]', caseSensitive: true }),
      question({ kind: 'short', keywords: ['b'] }),
      question({ kind: 'short', keywords: ['b'], marking: 'teacher' }),
      question({ kind: 'matching', pairs: [{ id: 'p', left: 'a', right: 'b' }] }),
      question({ kind: 'ordering', items: [{ id: 'p', text: 'a' }] }),
    ].map(questionVersion);
    expect(new Set(versions).size).toBe(versions.length);
  });
});
