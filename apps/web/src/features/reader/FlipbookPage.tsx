import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function FlipbookPage() {
  return <PlaceholderPage titleKey="screens.flipbook" />;
}
