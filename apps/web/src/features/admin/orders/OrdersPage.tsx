import PlaceholderPage from '../../placeholder/PlaceholderPage';

export default function OrdersPage() {
  return <PlaceholderPage titleKey="screens.manageOrders" />;
}
