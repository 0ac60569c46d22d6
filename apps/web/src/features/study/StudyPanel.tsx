import { useTranslation } from 'react-i18next';
import * as Tabs from '@radix-ui/react-tabs';
import type { ContentsEntry } from '@folio/shared';
import { useAppDispatch } from '../../app/hooks';
import { goToPage } from '../reader/readerSlice';
import { SidePanel } from '../reader/SidePanel';
import { BookmarksTab } from './BookmarksTab';
import { ContentsTab } from './ContentsTab';
import { HighlightsTab } from './HighlightsTab';

export type StudyTab = 'contents' | 'bookmarks' | 'highlights';

const tabClass =
  'flex-1 border-b-2 border-transparent px-2 py-2.5 text-sm font-medium text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-300 data-[state=active]:border-primary-300 data-[state=active]:text-white';

/**
 * The reader's study panel (issue 53): the book's contents, the reader's bookmarks and their highlights, each a tab.
 * Choosing a page in any of them turns the reader to it and closes the panel.
 */
export function StudyPanel({ container, anonymous, contentsHere, tab, onTabChange, onClose }: {
  container: HTMLElement | null;
  /** The book is read as a visitor's: bookmarks and highlights stay in this browser. */
  anonymous: boolean;
  /** The contents where the reader holds every page (the offline reader); the server's otherwise. */
  contentsHere: (() => ContentsEntry[]) | null;
  tab: StudyTab;
  onTabChange: (tab: StudyTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('study');
  const dispatch = useAppDispatch();
  const jump = (page: number) => {
    dispatch(goToPage(page));
    onClose();
  };
  return (
    <SidePanel container={container} side="start" title={t('panel.title')} description={t('panel.description')} closeLabel={t('panel.close')} onOpenChange={(open) => !open && onClose()} width="w-96 max-w-[92vw]">
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as StudyTab)} className="flex min-h-0 flex-1 flex-col">
        <Tabs.List aria-label={t('panel.tabs')} className="flex border-b border-white/10 px-2">
          <Tabs.Trigger value="contents" className={tabClass}>
            {t('tabs.contents')}
          </Tabs.Trigger>
          <Tabs.Trigger value="bookmarks" className={tabClass}>
            {t('tabs.bookmarks')}
          </Tabs.Trigger>
          <Tabs.Trigger value="highlights" className={tabClass}>
            {t('tabs.highlights')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="contents" className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-none">
          <ContentsTab here={contentsHere} onJump={jump} />
        </Tabs.Content>
        <Tabs.Content value="bookmarks" className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-none">
          <BookmarksTab anonymous={anonymous} onJump={jump} />
        </Tabs.Content>
        <Tabs.Content value="highlights" className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-none">
          <HighlightsTab anonymous={anonymous} onJump={jump} />
        </Tabs.Content>
      </Tabs.Root>
    </SidePanel>
  );
}
