import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { ACTIONS } from './registry';
import { formatShortcut } from './shortcuts';
import type { ActionGroup } from './types';

const GROUPS: ActionGroup[] = ['file', 'history', 'clipboard', 'arrange', 'order', 'view'];

/**
 * The shortcuts help: read from the action registry, so it lists exactly the keys that work. The list is
 * made only while the help is open, not each time the editor draws.
 */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('editor');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('help.title')} description={t('help.description')} wide>
      {open && <ShortcutList />}
    </Modal>
  );
}

function ShortcutList() {
  const { t } = useTranslation('editor');
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {GROUPS.map((group) => {
        const actions = ACTIONS.filter((a) => a.group === group && a.shortcuts?.length);
        if (!actions.length) return null;
        return (
          <section key={group} aria-labelledby={`shortcuts-${group}`}>
            <h3 id={`shortcuts-${group}`} className="mb-2 text-sm font-semibold text-gray-900">
              {t(`groups.${group}`)}
            </h3>
            <dl className="flex flex-col gap-1.5 text-sm">
              {actions.map((a) => (
                <div key={a.id} className="flex items-center justify-between gap-3">
                  <dt className="text-gray-700">{t(a.labelKey)}</dt>
                  <dd className="flex flex-wrap justify-end gap-1">
                    {a.shortcuts!.map((s) => (
                      <kbd key={s} dir="ltr" className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-xs text-gray-800">
                        {formatShortcut(s)}
                      </kbd>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
