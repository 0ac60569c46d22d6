import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Security: being built. */
export default function SecurityPage() {
  return <PlaceholderPage titleKey="menu.security" />;
}
