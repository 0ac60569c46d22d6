import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function BookPage() {
  return <PlaceholderPage titleKey="screens.library" />;
}
