import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function CartPage() {
  return <PlaceholderPage titleKey="screens.library" />;
}
