import type { EditorDocument } from '../editor/screen/useEditorDocument';

/** The editor's Comments button and its panel of threads (decision 019). */
export function CommentsButton(_props: { doc: EditorDocument }) {
  return null;
}
