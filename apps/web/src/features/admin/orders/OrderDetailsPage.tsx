import PlaceholderPage from '../../placeholder/PlaceholderPage';

export default function OrderDetailsPage() {
  return <PlaceholderPage titleKey="screens.orderDetails" />;
}
