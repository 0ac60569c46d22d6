import { useParams } from 'react-router';
import { EditorScreen } from './screen/EditorScreen';

/** The page editor for a book (`/ebooks/edit/:id`) or a template (`/templates/edit/:id`). */
export default function EditorPage({ kind }: { kind: 'ebook' | 'template' }) {
  const { id = '' } = useParams();
  return <EditorScreen kind={kind} id={id} />;
}
