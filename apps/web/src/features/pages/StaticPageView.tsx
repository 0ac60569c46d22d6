import PlaceholderPage from '../placeholder/PlaceholderPage';

/** A public static page: being built. */
export default function StaticPageView() {
  return <PlaceholderPage titleKey="screens.staticPage" />;
}
