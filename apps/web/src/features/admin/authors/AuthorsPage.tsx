import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Authors: being built. */
export default function AuthorsPage() {
  return <PlaceholderPage titleKey="menu.authors" />;
}
