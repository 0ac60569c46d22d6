import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function ScrollBookPage() {
  return <PlaceholderPage titleKey="screens.scrollingBook" />;
}
