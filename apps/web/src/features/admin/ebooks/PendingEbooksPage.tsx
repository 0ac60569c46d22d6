import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Pending eBooks: being built. */
export default function PendingEbooksPage() {
  return <PlaceholderPage titleKey="menu.pendingEbooks" />;
}
