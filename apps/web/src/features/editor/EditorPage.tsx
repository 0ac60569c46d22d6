import PlaceholderPage from '../placeholder/PlaceholderPage';

/** The page editor for a book (`/ebooks/edit/:id`) or a template (`/templates/edit/:id`). */
export default function EditorPage({ kind }: { kind: 'ebook' | 'template' }) {
  return <PlaceholderPage titleKey={kind === 'ebook' ? 'screens.editor' : 'screens.templateEditor'} />;
}
