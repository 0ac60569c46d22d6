/**
 * The offline reader's stand-in for the text element's editor (elements/text/TextEditor.tsx, put in its place by
 * vite.offline.config.ts): a reader never edits, and the editor would bring Tiptap and ProseMirror into the package.
 */
export default function NoTextEditor() {
  return null;
}
