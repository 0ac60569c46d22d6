import { ReaderScreen } from './ReaderScreen';

/** flipbooks/{id}: the book as a flipbook, two pages at a time. */
export default function FlipbookPage() {
  return <ReaderScreen view="flip" />;
}
