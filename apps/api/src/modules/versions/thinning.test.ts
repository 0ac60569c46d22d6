import { describe, expect, it } from 'vitest';
import type { VersionKind } from '@folio/shared';
import { versionsToThin, type ThinnedVersion } from './thinning.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Monday 7 December 2026, 12:00 UTC. */
const NOW = new Date(Date.UTC(2026, 11, 7, 12));

let counter = 0;
const version = (createdAt: Date | number, kind: VersionKind = 'auto'): ThinnedVersion => ({ id: `v${++counter}`, kind, createdAt: new Date(createdAt) });
const ago = (ms: number) => NOW.getTime() - ms;
const idsOf = (versions: ThinnedVersion[]) => versions.map((v) => v.id);

describe('thinning automatic versions', () => {
  it('should keep every automatic version of the last hour', () => {
    const recent = [version(ago(1 * MINUTE)), version(ago(2 * MINUTE)), version(ago(59 * MINUTE))];
    expect(versionsToThin(recent, NOW)).toEqual([]);
  });

  it('should keep the newest of each hour for the last day', () => {
    // 09:05, 09:40 and 09:55 fall in one hour; 08:30 in the one before.
    const nine = [version(Date.UTC(2026, 11, 7, 9, 5)), version(Date.UTC(2026, 11, 7, 9, 40)), version(Date.UTC(2026, 11, 7, 9, 55))];
    const eight = version(Date.UTC(2026, 11, 7, 8, 30));
    expect(versionsToThin([...nine, eight], NOW).sort()).toEqual(idsOf(nine.slice(0, 2)).sort());
  });

  it('should keep the newest of each day for the last 30 days, and of each week after', () => {
    // 2 and 3 December 2026 (Wednesday, Thursday): two days, two versions each.
    const second = [version(Date.UTC(2026, 11, 2, 8)), version(Date.UTC(2026, 11, 2, 20))];
    const third = [version(Date.UTC(2026, 11, 3, 1)), version(Date.UTC(2026, 11, 3, 2))];
    // The week of Monday 12 October 2026 (over 30 days ago): Monday, Wednesday and Sunday; then the Monday after.
    const week = [version(Date.UTC(2026, 9, 12, 0, 30)), version(Date.UTC(2026, 9, 14, 12)), version(Date.UTC(2026, 9, 18, 23))];
    const nextWeek = version(Date.UTC(2026, 9, 19, 0, 30));
    const dropped = versionsToThin([...second, ...third, ...week, nextWeek], NOW);
    expect(dropped.sort()).toEqual([second[0]!.id, third[0]!.id, week[0]!.id, week[1]!.id].sort());
  });

  it('should never drop a version made by hand, at a submission or by a restore, nor count it against the automatic ones', () => {
    const old = ago(40 * DAY);
    const kept = [version(old, 'manual'), version(old + MINUTE, 'submission'), version(old + 2 * MINUTE, 'restore'), version(old + 3 * MINUTE, 'manual')];
    const auto = version(old - MINUTE);
    expect(versionsToThin([...kept, auto], NOW)).toEqual([]);
  });

  it('should come to the same choice run after run (buckets fixed in time), and thin further as versions age', () => {
    const versions = [version(ago(2 * HOUR + 10 * MINUTE)), version(ago(2 * HOUR + 20 * MINUTE)), version(ago(26 * HOUR)), version(ago(27 * HOUR))];
    const first = new Set(versionsToThin(versions, NOW));
    const left = versions.filter((v) => !first.has(v.id));
    expect(versionsToThin(left, new Date(NOW.getTime() + 5 * MINUTE))).toEqual([]);
    // A week on, what was left of one day (and what the next day kept) is one version a day.
    const weekLater = new Date(NOW.getTime() + 7 * DAY);
    const days = new Set(left.map((v) => Math.floor(v.createdAt.getTime() / DAY)));
    expect(left.length - versionsToThin(left, weekLater).length).toBe(days.size);
  });
});
