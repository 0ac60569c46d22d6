import { describe, expect, it } from 'vitest';
import { insertMention, matchingPeople, mentionQueryAt, mentionsIn } from './mentions';

const EDA = { id: 'e', name: 'Eda Editor' };
const CEM = { id: 'c', name: 'Cem Commenter' };

describe('mentions in a comment', () => {
  it('finds the @name being typed before the caret, and only one that starts a word', () => {
    expect(mentionQueryAt('Look @Ed', 8)).toEqual({ start: 5, query: 'Ed' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Look @Eda Ed', 12)).toEqual({ start: 5, query: 'Eda Ed' });
    // An address is not a mention, nor is an @ on an earlier line.
    expect(mentionQueryAt('mail me@example.org', 19)).toBeNull();
    expect(mentionQueryAt('@Eda\nthanks', 11)).toBeNull();
    expect(mentionQueryAt('no mention', 10)).toBeNull();
  });

  it('offers the people whose names hold what was typed, whatever its case', () => {
    expect(matchingPeople([EDA, CEM], 'ed')).toEqual([EDA]);
    expect(matchingPeople([EDA, CEM], 'COMM')).toEqual([CEM]);
    expect(matchingPeople([EDA, CEM], '')).toEqual([EDA, CEM]);
    expect(matchingPeople([EDA, CEM], 'Zed')).toEqual([]);
  });

  it('puts the picked name in place of what was typed, the caret after it', () => {
    expect(insertMention('Look @Ed please', 5, 8, 'Eda Editor')).toEqual({ text: 'Look @Eda Editor  please', caret: 17 });
  });

  it('sends the picked people whose @name is still in the text, once each', () => {
    expect(mentionsIn('@Eda Editor and @Eda Editor', [EDA, CEM])).toEqual(['e']);
    expect(mentionsIn('Nobody now', [EDA])).toEqual([]);
  });
});
