import { useAppSelector } from '../../app/hooks';

/**
 * Whether the signed-in account is a pupil of a class (their screens are their classroom's, decision 018): where a
 * screen sends them back to differs from everyone else's dashboard.
 */
export const useIsPupil = () => useAppSelector((s) => s.auth.user?.abilities.screens.classroom ?? false);

/** Where the account's own books are listed: a pupil's classroom, or the dashboard's e-books. */
export function useBooksHome() {
  return useIsPupil() ? '/classroom' : '/admin/ebooks';
}
