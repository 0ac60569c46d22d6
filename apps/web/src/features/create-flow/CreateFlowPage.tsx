import PlaceholderPage from '../placeholder/PlaceholderPage';

/** The create flow: being built. */
export default function CreateFlowPage() {
  return <PlaceholderPage titleKey="screens.editor" />;
}
