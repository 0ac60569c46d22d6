import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function LibraryPage() {
  return <PlaceholderPage titleKey="screens.library" />;
}
