import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Coupons: being built. */
export default function CouponsPage() {
  return <PlaceholderPage titleKey="menu.coupons" />;
}
