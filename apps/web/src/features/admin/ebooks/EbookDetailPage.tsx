import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** A book's page in the dashboard: being built. */
export default function EbookDetailPage() {
  return <PlaceholderPage titleKey="menu.manageEbooks" />;
}
