import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { Language } from '@folio/shared';
import { NATIVE_NAMES } from '../../app/i18n';

/** What a language's tab says beside its name: that it holds a mistake, or that nothing is written in it. */
type LanguageMark = 'toCorrect' | 'notWritten' | null;

interface Props {
  languages: readonly Language[];
  value: Language;
  onValueChange: (language: Language) => void;
  /** The tab list's name for screen readers ('Language of the page'). */
  label: string;
  markOf: (language: Language) => LanguageMark;
  /** A language's fields, shown while its tab is chosen. */
  children: (language: Language) => ReactNode;
}

/**
 * A form's fields language by language, one tab each (Radix tabs: arrow keys move between them), each tab named in
 * its own language so that a writer finds theirs whatever the interface shows, and marked when it needs a
 * correction or holds nothing yet.
 */
export function LanguageTabs({ languages, value, onValueChange, label, markOf, children }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs.Root value={value} onValueChange={(l) => onValueChange(l as Language)} className="flex flex-col gap-4">
      <Tabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-gray-200">
        {languages.map((l) => {
          const mark = markOf(l);
          return (
            <Tabs.Trigger
              key={l}
              value={l}
              className={clsx(
                '-mb-px flex items-center gap-1.5 rounded-t-md border border-transparent px-3 py-1.5 text-sm text-gray-700 hover:bg-gray-50',
                'data-[state=active]:border-gray-200 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:font-semibold data-[state=active]:text-gray-900',
              )}
            >
              <span lang={l}>{NATIVE_NAMES[l]}</span>
              {mark === 'toCorrect' && <span className="text-xs text-danger-700">{t('translations.toCorrect')}</span>}
              {mark === 'notWritten' && <span className="text-xs text-gray-500">{t('translations.notWritten')}</span>}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {languages.map((l) => (
        <Tabs.Content key={l} value={l} className="flex flex-col gap-4">
          {children(l)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
