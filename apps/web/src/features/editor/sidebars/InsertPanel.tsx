import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { elementsForTab } from '../../../elements/registry';
import type { ElementTab } from '../../../elements/types';
import { setSelectedTab } from '../../toolbar/toolbarSlice';
import { useInsertElement } from './useInsertElement';

/** The user's uploaded files, under the Media tab: loaded when that tab is first shown. */
const MediaLibrary = lazy(() => import('../media/MediaLibrary'));
/** The author's saved questions, under the Interactive tab: loaded when that tab is first shown. */
const QuestionBank = lazy(() => import('../question-bank/QuestionBank'));

const TABS: ElementTab[] = ['Text', 'Media', 'Shapes', 'Interactive'];

/**
 * The insert toolbar (spec §3 Toolbar state: the selected tab, 'Text' by default): one tab per registry tab,
 * one button per element type or kind of it (useInsertElement places it); the Media tab also lists the files the user
 * uploaded before, to use again.
 */
export function InsertPanel() {
  const { t } = useTranslation(['editor', 'elements']);
  const dispatch = useAppDispatch();
  const insert = useInsertElement();
  const selected = useAppSelector((s) => s.toolbar.selectedTab);
  const tabs = TABS.map((tab) => ({ tab, definitions: elementsForTab(tab) })).filter((x) => x.definitions.length > 0);
  const current = tabs.some((x) => x.tab === selected) ? selected : (tabs[0]?.tab ?? 'Text');

  return (
    <Tabs.Root value={current} onValueChange={(tab) => dispatch(setSelectedTab(tab))} className="flex flex-col gap-2">
      <Tabs.List aria-label={t('insert.label')} className="grid grid-cols-2 gap-0.5 rounded-md bg-gray-100 p-0.5" data-keys-own>
        {tabs.map(({ tab }) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="truncate rounded px-1 py-1 text-xs font-medium text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-600 data-[state=active]:bg-white data-[state=active]:text-primary-700 data-[state=active]:shadow-xs"
          >
            {t(`insert.tabs.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ tab, definitions }) => (
        <Tabs.Content key={tab} value={tab} className="flex min-h-0 flex-col gap-3 focus-visible:outline-2 focus-visible:outline-primary-600">
          <div className="grid grid-cols-3 gap-1.5">
          {definitions.flatMap((definition) =>
            (definition.variants ?? [{ key: definition.type, labelKey: definition.labelKey, icon: definition.icon, create: () => ({}) }]).map((variant) => {
              const Icon = variant.icon;
              const label = t(variant.labelKey, { ns: 'elements' });
              return (
                <button
                  key={variant.key}
                  type="button"
                  onClick={() => insert(definition, variant.create())}
                  aria-label={t('insert.add', { type: label })}
                  className="flex flex-col items-center gap-1 rounded-md border border-gray-200 bg-white px-1 py-2 text-xs text-gray-700 hover:border-primary-300 hover:bg-primary-50 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <Icon aria-hidden className="size-5" />
                  {/* Two lines at most, broken between words: 'Link or button' is read whole, not cut. */}
                  <span className="line-clamp-2 w-full text-center leading-tight break-words hyphens-auto">{label}</span>
                </button>
              );
            }),
          )}
          </div>
          {tab === 'Media' && (
            <Suspense fallback={null}>
              <MediaLibrary />
            </Suspense>
          )}
          {tab === 'Interactive' && (
            <Suspense fallback={null}>
              <QuestionBank />
            </Suspense>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
