import type { EditorDocument } from '../editor/screen/useEditorDocument';

/** The editor's Version history button and its panel (decision 019). */
export function HistoryButton(_props: { doc: EditorDocument }) {
  return null;
}
