import PlaceholderPage from '../../placeholder/PlaceholderPage';

/** Inquiries: being built. */
export default function InquiriesPage() {
  return <PlaceholderPage titleKey="menu.inquiries" />;
}
