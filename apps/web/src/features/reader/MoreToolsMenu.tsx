import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { AudioLines, Bookmark, CaseSensitive, ListTree, Maximize, Minimize, MoreHorizontal, Scan, Share2, SlidersHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import type { ComponentType, Ref } from 'react';

export interface MoreToolsProps {
  /** The button's classes (its look comes from MoreTools.tsx, which draws the same button before this code has arrived). */
  className?: string;
  zoom: { percent: number; zoomIn: () => void; zoomOut: () => void; reset: () => void; canZoomIn: boolean; canZoomOut: boolean };
  fullscreen: { active: boolean; available: boolean; toggle: () => void };
  speechAvailable: boolean;
  /** Null where the book cannot be shared (the offline reader). */
  onShare: (() => void) | null;
  onPageText: () => void;
  onSpeechSettings: () => void;
  /** Opens the study panel (contents, bookmarks, highlights). */
  onStudy: () => void;
  /** "Bookmark this page", checked while the page being read is bookmarked. */
  bookmark: { available: boolean; pressed: boolean; toggle: () => void };
  /** "Play narration", checked while it plays (an e-book's; none for a PDF book). */
  narration?: { on: boolean; toggle: () => void };
}

const itemClass =
  'flex cursor-default items-center gap-3 rounded-md px-3 py-2.5 text-sm text-slate-100 outline-none select-none data-[disabled]:opacity-40 data-[highlighted]:bg-white/10';

function Item({ icon: Icon, label, disabled, onSelect }: { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; label: string; disabled?: boolean; onSelect: () => void }) {
  return (
    <DropdownMenu.Item className={itemClass} disabled={disabled} onSelect={onSelect}>
      <Icon aria-hidden className="size-5 text-slate-300" />
      {label}
    </DropdownMenu.Item>
  );
}

interface MoreToolsMenuProps extends MoreToolsProps {
  /** Held by MoreTools.tsx, whose stand-in button may have been pressed before this code arrived. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/**
 * The reader's tools that do not fit a phone's bar (the study panel and the page's bookmark, the page text, speech settings, zoom, share, full screen), as a menu at its
 * end. Not portalled: the menu stays inside the reader, so that it also opens in full screen.
 */
export function MoreToolsMenu({ className, zoom, fullscreen, speechAvailable, onShare, onPageText, onSpeechSettings, onStudy, bookmark, narration, open, onOpenChange, buttonRef }: MoreToolsMenuProps) {
  const { t } = useTranslation('reader');
  const { t: tStudy } = useTranslation('study');
  const { t: tNarration } = useTranslation('narration');
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={buttonRef} aria-label={t('toolbar.more')} title={t('toolbar.more')} className={className}>
        <MoreHorizontal aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content sideOffset={6} align="end" className="z-50 min-w-56 rounded-xl border border-white/10 bg-slate-900 p-1 shadow-2xl">
        <Item icon={ListTree} label={tStudy('toolbar.study')} onSelect={onStudy} />
        <DropdownMenu.CheckboxItem className={itemClass} checked={bookmark.pressed} disabled={!bookmark.available} onSelect={bookmark.toggle}>
          <Bookmark aria-hidden className={bookmark.pressed ? 'size-5 fill-amber-300 text-amber-300' : 'size-5 text-slate-300'} />
          {tStudy('bookmarks.toggle')}
        </DropdownMenu.CheckboxItem>
        {narration && (
          <DropdownMenu.CheckboxItem className={itemClass} checked={narration.on} onSelect={narration.toggle}>
            <AudioLines aria-hidden className="size-5 text-slate-300" />
            {tNarration('reader.play')}
          </DropdownMenu.CheckboxItem>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
        <Item icon={CaseSensitive} label={t('toolbar.pageText')} onSelect={onPageText} />
        <Item icon={SlidersHorizontal} label={t('toolbar.speechSettings')} disabled={!speechAvailable} onSelect={onSpeechSettings} />
        <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
        <Item icon={ZoomIn} label={t('toolbar.zoomIn')} disabled={!zoom.canZoomIn} onSelect={zoom.zoomIn} />
        <Item icon={ZoomOut} label={t('toolbar.zoomOut')} disabled={!zoom.canZoomOut} onSelect={zoom.zoomOut} />
        <Item icon={Scan} label={`${t('toolbar.fit')} (${zoom.percent}%)`} onSelect={zoom.reset} />
        <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
        {onShare && <Item icon={Share2} label={t('toolbar.share')} onSelect={onShare} />}
        <Item
          icon={fullscreen.active ? Minimize : Maximize}
          label={fullscreen.active ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen')}
          disabled={!fullscreen.available}
          onSelect={fullscreen.toggle}
        />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
