import PlaceholderPage from '../placeholder/PlaceholderPage';

export default function CheckoutPage() {
  return <PlaceholderPage titleKey="screens.library" />;
}
