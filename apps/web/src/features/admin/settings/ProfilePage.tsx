import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Profile: being built. */
export default function ProfilePage() {
  return <PlaceholderPage titleKey="menu.profile" />;
}
