import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered } from 'lucide-react';
import { FieldError } from '../../../components/form/TextField';
import { controlClass } from '../../../components/form/Field';
import { Button } from '../../../components/Button';
import { TextFormatButton } from '../../../components/TextFormatButton';
import { RICH_TEXT_CLASS } from '../../pages/richText';
import { directionOf } from '../../../app/i18n';
import type { Language } from '@folio/shared';

/**
 * What the toolbar offers is what the server keeps (its sanitiser allows headings, paragraphs, lists, links,
 * bold/italic/underline, quotes, rules and code): strike-through would be stripped, so it is left out.
 * Links open in the same tab; they are mostly the site's own pages.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    strike: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
  }),
];

/** The addresses the server keeps: web, mail and this site's own paths (not `//host`). */
const LINK_PATTERN = /^(https?:\/\/|mailto:|\/(?!\/))/i;

interface Props {
  label: string;
  /** HTML; '' when the editor is empty (so that the schema's "required" applies). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The language the text is written in, when it is not the interface's (its direction follows). */
  language?: Language;
}

/** Rich text for static pages (TipTap), with a small toolbar: bold, italic, two heading levels, lists, link. */
export function RichTextEditor({ label, value, onChange, onBlur, error, language }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  // The editor owns its document after the first render; the form only hears about changes.
  const [initial] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        ...(language ? { lang: language, dir: directionOf(language) } : {}),
        class: clsx(RICH_TEXT_CLASS, 'min-h-64 px-4 py-3 focus:outline-none'),
      },
    }),
    [label, error, errorId, language],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    editorProps,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-gray-800">
        {label}
      </span>
      <div
        className={clsx(
          'overflow-hidden rounded-md border bg-white shadow-xs transition focus-within:ring-2',
          error ? 'border-danger-500 focus-within:ring-danger-200' : 'border-gray-300 focus-within:border-primary-500 focus-within:ring-primary-200',
        )}
      >
        <Toolbar editor={editor} />
        <EditorContent editor={editor} />
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('pages');
  const [linkOpen, setLinkOpen] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (name: string, pressed: boolean, icon: ReactNode, run: () => void) => (
    <TextFormatButton label={t(`editor.${name}`)} pressed={pressed} onClick={run} className="rounded p-1.5 text-gray-700 hover:bg-gray-100">
      {icon}
    </TextFormatButton>
  );
  return (
    <div className="border-b border-gray-200">
      <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap items-center gap-0.5 p-1">
        {tool('bold', active.bold, <Bold aria-hidden className="size-4" />, () => chain().toggleBold().run())}
        {tool('italic', active.italic, <Italic aria-hidden className="size-4" />, () => chain().toggleItalic().run())}
        {tool('heading2', active.h2, <Heading2 aria-hidden className="size-4" />, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('heading3', active.h3, <Heading3 aria-hidden className="size-4" />, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('bulletList', active.bullets, <List aria-hidden className="size-4" />, () => chain().toggleBulletList().run())}
        {tool('orderedList', active.numbers, <ListOrdered aria-hidden className="size-4" />, () => chain().toggleOrderedList().run())}
        {tool('link', active.link || linkOpen, <Link2 aria-hidden className="size-4" />, () => setLinkOpen((open) => !open))}
      </div>
      {linkOpen && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
    </div>
  );
}

/** Sets, changes or removes the link of the selection; an address the server would strip is refused here. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const url = href.trim();
    if (!url) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (!LINK_PATTERN.test(url)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-start gap-2 border-t border-gray-100 p-2">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={id} className="sr-only">
          {t('editor.linkUrl')}
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={href}
          placeholder="https://"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setHref(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={(e) => {
            // Enter applies the link instead of submitting the page form around the editor.
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          className={controlClass(invalid)}
        />
        {invalid && (
          <p id={`${id}-error`} className="text-sm text-danger-700">
            {t('editor.invalidLink')}
          </p>
        )}
      </div>
      <Button variant="secondary" onClick={apply}>
        {t('editor.applyLink')}
      </Button>
      {editor.isActive('link') && (
        <Button
          variant="ghost"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {t('editor.removeLink')}
        </Button>
      )}
    </div>
  );
}
