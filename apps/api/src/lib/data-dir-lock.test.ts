import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, lockDataDir, STALE_AFTER_MS } from './data-dir-lock.ts';

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('lockDataDir', () => {
  let dir: string;
  let lockPath: string;
  const writeLock = (holder: object | string, ageMs = 0) => {
    writeFileSync(lockPath, typeof holder === 'string' ? holder : JSON.stringify(holder));
    const when = new Date(Date.now() - ageMs);
    utimesSync(lockPath, when, when);
  };
  const holderInFile = () => JSON.parse(readFileSync(lockPath, 'utf8'));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'folio-lock-'));
    lockPath = join(dir, LOCK_FILE);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should write who holds the folder, refuse a second holder while it lives, and remove the lock on release', () => {
    const lock = lockDataDir(dir);
    expect(holderInFile()).toMatchObject({ pid: process.pid, host: hostname() });
    // Another process on this host that holds it (the test runner's parent stands in for it).
    writeLock({ pid: process.ppid, host: hostname(), started: '2026-01-01T00:00:00.000Z' });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Folio process (pid ${process.ppid} on host ${hostname()}, running since 2026-01-01T00:00:00.000Z)`);
    // Release leaves another's lock alone.
    lock.release();
    expect(existsSync(lockPath)).toBe(true);
    rmSync(lockPath);
    lockDataDir(dir).release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('should take over a lock whose process is gone (kill -9), or that names this very pid (a restarted container)', () => {
    writeLock({ pid: deadPid(), host: hostname(), started: '2026-01-01T00:00:00.000Z' });
    const lock = lockDataDir(dir);
    expect(holderInFile()).toMatchObject({ pid: process.pid });
    lock.release();
    writeLock({ pid: process.pid, host: hostname(), started: '2026-01-01T00:00:00.000Z' });
    lockDataDir(dir).release();
  });

  it('should trust another host\'s lock while its heartbeat is recent, and take it over once it stopped', () => {
    writeLock({ pid: 1, host: 'another-host', started: '2026-01-01T00:00:00.000Z' }, 5_000);
    expect(() => lockDataDir(dir)).toThrow('(pid 1 on host another-host,');
    writeLock({ pid: 1, host: 'another-host', started: '2026-01-01T00:00:00.000Z' }, STALE_AFTER_MS + 1_000);
    lockDataDir(dir).release();
  });

  it('should take a live pid\'s lock whose heartbeat stopped long ago (the pid went to another program)', () => {
    writeLock({ pid: process.ppid, host: hostname(), started: '2026-01-01T00:00:00.000Z' }, STALE_AFTER_MS + 1_000);
    lockDataDir(dir).release();
  });

  it('should count a lock still being written as held, and one left half written as gone', () => {
    writeLock('');
    expect(() => lockDataDir(dir)).toThrow('in use by another Folio process (one that is still starting)');
    writeLock('{"pid":', STALE_AFTER_MS + 1_000);
    lockDataDir(dir).release();
  });

  it('should wait for a takeover in progress, and clear one left by a start that died in it', () => {
    writeLock({ pid: deadPid(), host: hostname(), started: '2026-01-01T00:00:00.000Z' });
    writeFileSync(`${lockPath}.takeover`, JSON.stringify({ pid: process.ppid, host: hostname(), started: '2026-01-01T00:00:00.000Z' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    const old = new Date(Date.now() - STALE_AFTER_MS - 1_000);
    utimesSync(`${lockPath}.takeover`, old, old);
    lockDataDir(dir).release();
    expect(existsSync(`${lockPath}.takeover`)).toBe(false);
  });
});
