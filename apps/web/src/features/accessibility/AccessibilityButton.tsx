import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Accessibility } from 'lucide-react';
import { iconButtonClass } from '../editor/actions/ActionButton';
import type { PanelControl } from '../editor/topbar/bookPanels';
import { AccessibilityPanel } from './AccessibilityPanel';
import { useAddressTarget } from './useAddressTarget';
import { useBookReport } from './useBookReport';

/**
 * The editor's Accessibility button (issue 54): the count of problems on it (red while some are serious), and the
 * panel that lists them. It also honours an address that names a problem's page and element (the admin page's links).
 */
export function AccessibilityButton({ open, onOpenChange }: PanelControl) {
  const { t, i18n, ready } = useTranslation('accessibility', { useSuspense: false });
  const report = useBookReport();
  useAddressTarget();
  if (!ready) return null;
  const count = report.problems.length;
  const label = t('button', { count });
  return (
    <>
      <button type="button" data-accessibility-button className={`${iconButtonClass(open)} relative`} aria-label={label} title={label} aria-pressed={open} onClick={() => onOpenChange(!open)}>
        <Accessibility aria-hidden className="size-4" />
        {count > 0 && (
          <span aria-hidden className={clsx('absolute -end-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full px-1 text-[10px] leading-none font-bold text-white', report.serious ? 'bg-danger-700' : 'bg-gray-700')}>
            {new Intl.NumberFormat(i18n.language).format(Math.min(count, 99))}
            {count > 99 && '+'}
          </span>
        )}
      </button>
      <AccessibilityPanel report={report} open={open} onOpenChange={onOpenChange} />
    </>
  );
}
