import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Templates: being built. */
export default function TemplatesPage() {
  return <PlaceholderPage titleKey="menu.templates" />;
}
