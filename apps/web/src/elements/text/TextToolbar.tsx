import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, List, ListOrdered, TextAlignCenter, TextAlignEnd, TextAlignJustify, TextAlignStart, Underline } from 'lucide-react';
import { FONT_FAMILIES, FONT_SIZES, LINE_HEIGHTS, TEXT_ALIGNS, type TextAlign } from '../common/fonts';
import { languageOptions } from '../common/languages';
import { TextFormatButton } from '../../components/TextFormatButton';
import { LinkButton } from './LinkButton';

const ALIGN_ICONS = { start: TextAlignStart, center: TextAlignCenter, end: TextAlignEnd, justify: TextAlignJustify } as const;
const HEX = /^#[0-9a-f]{6}$/i;
const toolClass = 'grid size-7 place-items-center rounded hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600';

/**
 * The formatting bar of the inline text editor, above the text. It sits inside the scaled page, so it is
 * scaled back by the page's scale (`--folio-scale`) to stay readable at any zoom. Buttons keep the editor's
 * selection (no focus on mouse down); every control is labelled.
 */
export function TextToolbar({ editor }: { editor: Editor }) {
  const { t, i18n } = useTranslation('elements');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const style = e.getAttributes('textStyle') as Record<string, string | undefined>;
      const align = TEXT_ALIGNS.find((a) => e.isActive({ textAlign: a })) ?? 'start';
      return {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        underline: e.isActive('underline'),
        bulletList: e.isActive('bulletList'),
        orderedList: e.isActive('orderedList'),
        link: (e.getAttributes('link') as { href?: string }).href ?? '',
        align: align as TextAlign,
        color: style.color ?? '',
        fontFamily: style.fontFamily ?? '',
        fontSize: style.fontSize ?? '',
        lineHeight: style.lineHeight ?? '',
        lang: (e.getAttributes('language') as { lang?: string | null }).lang ?? '',
      };
    },
  });
  // The text-style commands are declared by a package typed against another @tiptap/core build (see TextEditor).
  const chain = () => editor.chain().focus() as unknown as TextStyleChain;

  const toggles: { key: string; label: string; icon: typeof Bold; active: boolean; run: () => void }[] = [
    { key: 'bold', label: t('text.bold'), icon: Bold, active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: t('text.italic'), icon: Italic, active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'underline', label: t('text.underline'), icon: Underline, active: state.underline, run: () => editor.chain().focus().toggleUnderline().run() },
    { key: 'bullets', label: t('text.bulletList'), icon: List, active: state.bulletList, run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'numbers', label: t('text.orderedList'), icon: ListOrdered, active: state.orderedList, run: () => editor.chain().focus().toggleOrderedList().run() },
  ];

  return (
    <div
      role="toolbar"
      aria-label={t('text.toolbar')}
      dir={i18n.dir()}
      className="absolute bottom-full left-0 z-20 mb-2 flex w-max max-w-[44rem] flex-wrap items-center gap-1 rounded-lg border border-gray-200 bg-white p-1 text-gray-800 shadow-lg"
      style={{ transform: 'scale(calc(1 / var(--folio-scale, 1)))', transformOrigin: 'bottom left', fontFamily: 'var(--font-sans)', fontSize: 14, lineHeight: 1.25, fontWeight: 400, letterSpacing: 0 }}
      // The page's drag handlers must not see clicks on the bar.
      onPointerDown={(e) => e.stopPropagation()}
    >
      {toggles.map(({ key, label, icon: Icon, active, run }) => (
        <TextFormatButton key={key} label={label} pressed={active} onClick={run} className={toolClass}>
          <Icon aria-hidden className="size-4" />
        </TextFormatButton>
      ))}
      <LinkButton editor={editor} href={state.link} />
      <Divider />
      {TEXT_ALIGNS.map((a) => {
        const Icon = ALIGN_ICONS[a];
        return (
          <TextFormatButton key={a} label={t(`textStyle.aligns.${a}`)} pressed={state.align === a} onClick={() => chain().setTextAlign(a).run()} className={toolClass}>
            <Icon aria-hidden className="size-4 rtl:-scale-x-100" />
          </TextFormatButton>
        );
      })}
      <Divider />
      <input
        type="color"
        aria-label={t('textStyle.color')}
        title={t('textStyle.color')}
        className="size-7 cursor-pointer rounded border border-gray-300 bg-white p-0.5"
        value={HEX.test(state.color) ? state.color : '#000000'}
        onChange={(e) => chain().setColor(e.target.value).run()}
      />
      <ToolSelect label={t('textStyle.font')} value={state.fontFamily} onChange={(v) => (v ? chain().setFontFamily(v) : chain().unsetFontFamily()).run()}>
        <option value="">{t('textStyle.fonts.default')}</option>
        {FONT_FAMILIES.map((f) => (
          <option key={f.key} value={f.value}>
            {t(`textStyle.fonts.${f.key}`)}
          </option>
        ))}
      </ToolSelect>
      <ToolSelect label={t('textStyle.size')} value={state.fontSize} onChange={(v) => (v ? chain().setFontSize(v) : chain().unsetFontSize()).run()}>
        <option value="">{t('textStyle.sizeDefault')}</option>
        {FONT_SIZES.map((s) => (
          <option key={s} value={`${s}px`}>
            {s}
          </option>
        ))}
      </ToolSelect>
      <ToolSelect label={t('textStyle.lineHeight')} value={state.lineHeight} onChange={(v) => (v ? chain().setLineHeight(v) : chain().unsetLineHeight()).run()}>
        <option value="">{t('textStyle.lineHeightDefault')}</option>
        {LINE_HEIGHTS.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </ToolSelect>
      <Divider />
      {/* A passage in another language than the book's (languageMark); inside one, "the book's language" unmarks all of it. */}
      <ToolSelect
        label={t('text.language')}
        value={state.lang}
        onChange={(v) => (v ? editor.chain().focus().setMark('language', { lang: v }) : editor.chain().focus().unsetMark('language', { extendEmptyMarkRange: true })).run()}
      >
        <option value="">{t('text.bookLanguage')}</option>
        {languageOptions(state.lang, i18n.language).map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </ToolSelect>
    </div>
  );
}

interface TextStyleChain {
  setTextAlign(a: string): TextStyleChain;
  setColor(c: string): TextStyleChain;
  setFontFamily(f: string): TextStyleChain;
  unsetFontFamily(): TextStyleChain;
  setFontSize(s: string): TextStyleChain;
  unsetFontSize(): TextStyleChain;
  setLineHeight(h: string): TextStyleChain;
  unsetLineHeight(): TextStyleChain;
  run(): boolean;
}

function ToolSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <select aria-label={label} title={label} value={value} onChange={(e) => onChange(e.target.value)} className="h-7 max-w-32 rounded border border-gray-300 bg-white px-1 text-xs">
      {children}
    </select>
  );
}

const Divider = () => <span aria-hidden className="mx-0.5 h-5 w-px bg-gray-200" />;
