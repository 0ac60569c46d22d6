import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** eBooks list: being built. */
export default function EbooksPage() {
  return <PlaceholderPage titleKey="menu.manageEbooks" />;
}
