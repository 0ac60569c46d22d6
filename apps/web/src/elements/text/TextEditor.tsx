import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, LineHeight, TextStyle } from '@tiptap/extension-text-style';
import { safeLinkUrl } from '@folio/shared';
import { useEditSession } from '../common/editSession';
import { sanitizeHtml } from '../common/richText';
import { TEXT_ALIGNS } from '../common/fonts';
import { LanguageMark } from './languageMark';
import { TextToolbar } from './TextToolbar';

/**
 * The inline rich-text editor of a text element (TipTap): bold, italic, underline, lists, links, font
 * family and size, colour, alignment, line height and the language of a passage. It starts from the sanitised HTML and reports the
 * new HTML as the author types; what it writes is sanitised again whenever it is shown. What is typed
 * without a pause, until the editor is left, is one edit: one undo step (see editSession).
 */
const extensions = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => safeLinkUrl(url) !== null },
  }),
  TextStyle,
  Color,
  FontFamily,
  FontSize,
  LineHeight,
  LanguageMark,
  TextAlign.configure({ types: ['paragraph'], alignments: [...TEXT_ALIGNS] }),
  // The alignment and text-style packages are built against an earlier @tiptap/core; their extensions are
  // the same at run time, only their declared types differ.
] as unknown as Extensions;

export default function TextEditor({ html, style, onChange }: { html: string; style: CSSProperties; onChange: (html: string) => void }) {
  const { t } = useTranslation('elements');
  const edit = useEditSession();
  const editor = useEditor({
    extensions,
    content: sanitizeHtml(html),
    autofocus: 'end',
    editorProps: {
      attributes: {
        'aria-label': t('text.editorLabel'),
        'aria-multiline': 'true',
        role: 'textbox',
        dir: 'auto',
        class: 'size-full overflow-auto break-words outline-none [&_ol]:list-decimal [&_ol]:ps-[1.5em] [&_p]:mb-[0.5em] [&_a]:underline [&_ul]:list-disc [&_ul]:ps-[1.5em]',
      },
    },
    onUpdate: ({ editor: e }) => edit.change(() => onChange(e.getHTML())),
    onBlur: edit.end,
  });
  return (
    <div className="relative size-full cursor-text ring-2 ring-primary-500 ring-offset-2" style={style}>
      <TextToolbar editor={editor} />
      <EditorContent editor={editor} className="size-full" />
    </div>
  );
}
