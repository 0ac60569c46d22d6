import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Users: being built. */
export default function UsersPage() {
  return <PlaceholderPage titleKey="menu.users" />;
}
