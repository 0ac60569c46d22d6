import { useAppSelector } from '../../app/hooks';
import type { ReaderState } from './readerSlice';

/** A value of the reader's state (spec §3 Reader state), typed by the reader's own slice. */
export function useReader<T>(pick: (reader: ReaderState) => T): T {
  return useAppSelector((state) => pick(state.reader as ReaderState));
}
