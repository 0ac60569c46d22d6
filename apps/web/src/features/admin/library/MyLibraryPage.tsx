import PlaceholderPage from '../../placeholder/PlaceholderPage';

export default function MyLibraryPage() {
  return <PlaceholderPage titleKey="screens.library" />;
}
