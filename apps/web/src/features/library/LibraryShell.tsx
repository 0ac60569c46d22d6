import { SHELL_COVER_MARK } from '@folio/shared';
import { SCREEN_HANDS_OVER } from '../../app/shell/handOver';
import { BookGridSkeleton, LibraryFrame } from './LibraryFrame';
import { FIRST_COVERS, readLibraryState } from './libraryQuery';

/**
 * The library's first screen as pre-rendered HTML (app/shell): its title and filters, and its first page of books
 * loading, with the first books' covers in place, the page's largest paint. The build marks their addresses
 * (SHELL_COVER_MARK and the place), the server puts each request's covers there (apps/api plugins/pageShells.ts),
 * and the library hands over from it once its books have answered (LibraryPage).
 */
export function LibraryShell() {
  const covers = Array.from({ length: FIRST_COVERS }, (_, i) => `${SHELL_COVER_MARK}${i}`);
  return (
    <div {...{ [SCREEN_HANDS_OVER]: '' }}>
      <LibraryFrame state={readLibraryState(new URLSearchParams())} categories={[]} onChange={() => {}} count="">
        <BookGridSkeleton covers={covers} />
      </LibraryFrame>
    </div>
  );
}
