import type { EditorDocument } from '../editor/screen/useEditorDocument';

/** The editor's Share button and its dialog (decision 019). */
export function ShareButton(_props: { doc: EditorDocument }) {
  return null;
}
