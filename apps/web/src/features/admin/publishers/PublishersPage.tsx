import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Publishers: being built. */
export default function PublishersPage() {
  return <PlaceholderPage titleKey="menu.publishers" />;
}
