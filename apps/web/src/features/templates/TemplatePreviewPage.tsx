import PlaceholderPage from '../placeholder/PlaceholderPage';

/** Template preview: being built. */
export default function TemplatePreviewPage() {
  return <PlaceholderPage titleKey="screens.templatePreview" />;
}
