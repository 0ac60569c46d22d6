import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** User view: being built. */
export default function UserViewPage() {
  return <PlaceholderPage titleKey="menu.users" />;
}
