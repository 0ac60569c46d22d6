import { ReaderScreen } from './ReaderScreen';

/** ebooks/{id}: the book's pages one under another, scrolled. */
export default function ScrollBookPage() {
  return <ReaderScreen view="scroll" />;
}
