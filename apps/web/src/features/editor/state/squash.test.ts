import { applyPatches, enablePatches, type Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import { squash } from './squash';

enablePatches();

const doc = { list: ['a', 'b', 'c'], box: { x: 1 } };
const same = (patches: Patch[]) => expect(applyPatches(doc, squash(patches))).toEqual(applyPatches(doc, patches));

describe('squash', () => {
  it('keeps one patch per path for values set again and again', () => {
    const patches: Patch[] = [
      { op: 'replace', path: ['box', 'x'], value: 2 },
      { op: 'replace', path: ['list', 0], value: 'z' },
      { op: 'replace', path: ['box', 'x'], value: 3 },
    ];
    expect(squash(patches)).toEqual([{ op: 'replace', path: ['box', 'x'], value: 3 }, { op: 'replace', path: ['list', 0], value: 'z' }]);
    same(patches);
  });

  it('keeps an add an add (an array still grows) and a replaced value that is removed is only removed', () => {
    const added: Patch[] = [{ op: 'add', path: ['list', 1], value: 'n' }, { op: 'replace', path: ['list', 1], value: 'm' }];
    expect(squash(added)).toEqual([{ op: 'add', path: ['list', 1], value: 'm' }]);
    same(added);
    const removed: Patch[] = [{ op: 'replace', path: ['box', 'x'], value: 2 }, { op: 'remove', path: ['box', 'x'] }];
    expect(squash(removed)).toEqual([{ op: 'remove', path: ['box', 'x'] }]);
  });

  it('does not fold across a change of a parent, a child, or the shape of an array', () => {
    const parent: Patch[] = [{ op: 'replace', path: ['box', 'x'], value: 2 }, { op: 'replace', path: ['box'], value: { x: 9 } }, { op: 'replace', path: ['box', 'x'], value: 3 }];
    expect(squash(parent)).toHaveLength(3);
    const shifted: Patch[] = [{ op: 'replace', path: ['list', 1], value: 'x' }, { op: 'remove', path: ['list', 0] }, { op: 'replace', path: ['list', 1], value: 'y' }];
    expect(squash(shifted)).toHaveLength(3);
    same(shifted);
    const removedLater: Patch[] = [{ op: 'replace', path: ['list', 0], value: 'x' }, { op: 'replace', path: ['list', 2], value: 'y' }, { op: 'remove', path: ['list', 0] }];
    expect(squash(removedLater)).toHaveLength(3);
    same(removedLater);
  });
});
