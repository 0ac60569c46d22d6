import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { MoreHorizontal } from 'lucide-react';
import { lazyPreloaded } from '../../app/lazyPreloaded';
import { whenIdle } from '../../app/whenIdle';
import type { MoreToolsProps } from './MoreToolsMenu';

const Menu = lazyPreloaded(() => import('./MoreToolsMenu').then((m) => ({ default: m.MoreToolsMenu })));
let menuArrived = false;
const loadMenu = () =>
  Menu.preload().then(() => {
    menuArrived = true;
  });

/** How long the reader may stay busy before the menu's code is asked for anyway. */
const IDLE_TIMEOUT_MS = 3000;

const buttonClass = (className?: string) =>
  clsx('grid size-9 shrink-0 place-items-center rounded-lg text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300 data-[state=open]:bg-white/10', className);

/**
 * The phone's "More tools" menu (MoreToolsMenu.tsx). Its code (Radix's menu, with its positioning, focus and
 * dismissal layers) is the largest part of the reader's bar and is not needed to show the first spread: until it
 * arrives, a button of the same look stands in. The code is asked for once the reader is idle after opening, or
 * at the first press of that button, which then opens the menu as soon as it is here; focus stays on the button.
 * Whether the menu is open is held here, and a press counts from its pointer going down, as Radix's own button
 * does: a press that begins on the stand-in and ends on the menu's button, which took its place meanwhile, still
 * opens the menu.
 */
export function MoreTools(props: MoreToolsProps) {
  const { t } = useTranslation('reader');
  const [ready, setReady] = useState(menuArrived);
  const [open, setOpen] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const arrive = () =>
    void loadMenu().then(() => {
      refocus.current = standIn.current !== null && standIn.current === document.activeElement;
      setReady(true);
    });

  useEffect(() => {
    if (ready) return;
    return whenIdle(arrive, IDLE_TIMEOUT_MS);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked for once, when the bar first renders
  }, []);

  // An open menu takes the focus itself, and gives it back to its button when it closes.
  useLayoutEffect(() => {
    if (ready && refocus.current && !open) button.current?.focus();
    refocus.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the menu's button takes the stand-in's place
  }, [ready]);

  const press = () => {
    setOpen(true);
    arrive();
  };

  if (ready) return <Menu {...props} className={buttonClass(props.className)} open={open} onOpenChange={setOpen} buttonRef={button} />;
  return (
    <button
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={t('toolbar.more')}
      title={t('toolbar.more')}
      className={buttonClass(props.className)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) press();
      }}
      // Enter and Space, and a press the pointer events did not carry.
      onClick={press}
    >
      <MoreHorizontal aria-hidden className="size-5" />
    </button>
  );
}
