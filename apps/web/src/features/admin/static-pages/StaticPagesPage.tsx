import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Static pages: being built. */
export default function StaticPagesPage() {
  return <PlaceholderPage titleKey="menu.staticPages" />;
}
