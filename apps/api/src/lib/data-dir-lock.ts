import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock's file in the data folder. */
export const LOCK_FILE = 'folio.lock';
/** How often the holder touches its lock: a process on another host cannot be asked whether it lives. */
const HEARTBEAT_MS = 10_000;
/** A lock untouched for this long was left by a process that is gone (six heartbeats missed). */
export const STALE_AFTER_MS = 60_000;

/** Who holds the data folder, as its lock file says. */
export interface LockHolder {
  pid: number;
  host: string;
  started: string;
}

/** The data folder is held by a live process; `holder` is null while that process is still writing its lock. */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
  constructor(
    readonly dir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder ? `pid ${holder.pid} on host ${holder.host}, running since ${holder.started}` : 'one that is still starting';
    super(`the data folder ${dir} is in use by another Folio process (${who}). Two processes on one embedded database lose each other's writes: stop that one first, or give this one another DATA_DIR.`);
  }
}

interface LockFile {
  holder: LockHolder | null;
  text: string;
  ino: number;
  mtimeMs: number;
}

/** The lock file as it is now, or null when there is none. */
function readLock(path: string): LockFile | null {
  try {
    const { ino, mtimeMs } = statSync(path);
    const text = readFileSync(path, 'utf8');
    let holder: LockHolder | null = null;
    try {
      const parsed = JSON.parse(text) as Partial<LockHolder>;
      if (typeof parsed.pid === 'number' && typeof parsed.host === 'string' && typeof parsed.started === 'string') holder = parsed as LockHolder;
    } catch {
      // Empty or cut short: its writer is starting, or died before it finished (its age tells).
    }
    return { holder, text, ino, mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Creates `path` holding `holder`, exclusively (O_CREAT | O_EXCL): false when it exists. */
function createExclusively(path: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

function processExists(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's holder still runs: its heartbeat is recent and, on this host, its process exists (a
 * killed one left its lock behind; one with our own pid is a previous life of this process, as in a restarted
 * container). Another host's process cannot be asked: its heartbeat alone says. The heartbeat also frees a
 * lock whose pid now belongs to some other program.
 */
function isHeld(lock: LockFile) {
  if (Date.now() - lock.mtimeMs >= STALE_AFTER_MS) return false;
  const { holder } = lock;
  if (holder && holder.host === hostname()) return holder.pid !== process.pid && processExists(holder.pid);
  return true;
}

/**
 * Removes a lock left behind, unless it changed since it was judged so. Two starts that find the same one
 * take turns through a second exclusive file, so that the later never removes the lock the earlier just made.
 */
function removeLeftBehind(path: string, judged: LockFile, me: LockHolder, dir: string) {
  const guard = `${path}.takeover`;
  if (!createExclusively(guard, me)) {
    const other = readLock(guard);
    // A takeover is a moment's work: one this old is a start that died in the middle of it.
    if (other && Date.now() - other.mtimeMs < STALE_AFTER_MS) throw new DataDirInUse(dir, other.holder);
    rmSync(guard, { force: true });
    return;
  }
  try {
    const now = readLock(path);
    if (now && now.ino === judged.ino && now.text === judged.text && now.mtimeMs === judged.mtimeMs) rmSync(path);
  } finally {
    rmSync(guard, { force: true });
  }
}

/**
 * Makes this process the only one using the data folder `dir` (the embedded database): a second process
 * there throws DataDirInUse, naming the holder. The lock is a file created exclusively, holding the pid, host
 * and start time; a lock whose process is gone (kill -9, a crash) is taken over. `release` removes it, and
 * runs by itself when the process exits.
 */
export function lockDataDir(dir: string): { path: string; release(): void } {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (createExclusively(path, me)) return holdLock(path, me);
    const found = readLock(path);
    if (!found) continue;
    if (isHeld(found)) throw new DataDirInUse(dir, found.holder);
    removeLeftBehind(path, found, me, dir);
  }
  throw new DataDirInUse(dir, readLock(path)?.holder ?? null);
}

function holdLock(path: string, me: LockHolder) {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Removed by hand: nothing to keep fresh. The database stays open either way.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    const lock = readLock(path);
    if (lock?.holder?.pid === me.pid && lock.holder.started === me.started) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return { path, release };
}
