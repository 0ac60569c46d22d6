import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { inReadingOrder, pageReadingOrder, RTL_LANGUAGES, bookLanguage, type BookElement, type BookPage } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { Section } from '../../elements/common/fields';
import { getElementDefinition } from '../../elements/registry';
import { selectPages } from '../editor/state/selectors';
import { readingTextOf } from '../../elements/readingText';

const rowButton = 'rounded p-1 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-40';

/**
 * The page's reading order (issue 54): the order screen readers meet its elements in, which the reader's page follows.
 * Until the author sets one it is the stacking order; "Use the order on the page" takes the order they are seen in
 * (top to bottom, across from the book's reading side), and each element moves up or down from there.
 */
export function ReadingOrderEditor({ page, onChange }: { page: BookPage; onChange: (readingOrder: string[] | null) => void }) {
  const { t } = useTranslation(['accessibility', 'elements']);
  const pages = useAppSelector(selectPages);
  const order = pageReadingOrder(page).filter((e) => e.style?.hidden !== true);
  const partsOf = (e: BookElement) => {
    const definition = getElementDefinition(e.type);
    const type = definition ? t(definition.labelKey, { ns: 'elements' }) : e.type;
    const words = readingTextOf(e).trim();
    return { type, words: words.length > 40 ? `${words.slice(0, 40)}…` : words };
  };
  const move = (index: number, by: number) => {
    const ids = order.map((e) => e.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    onChange(ids);
  };
  const visual = () => onChange(inReadingOrder(page.elements, RTL_LANGUAGES.includes(bookLanguage(pages))).map((e) => e.id));
  return (
    <Section title={t('order.title')}>
      <p className="text-xs text-gray-500">
        {t('order.hint')} {t(page.readingOrder?.length ? 'order.custom' : 'order.stacking')}
      </p>
      {order.length === 0 ? (
        <p className="text-xs text-gray-500">{t('order.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-1" aria-label={t('order.title')}>
          {order.map((e, index) => {
            const { type, words } = partsOf(e);
            const name = words ? `${type}: ${words}` : type;
            return (
              <li key={e.id} className="flex items-center gap-1 rounded border border-gray-200 bg-white px-1.5 py-1 text-xs text-gray-800">
                <span aria-hidden className="w-5 shrink-0 text-gray-500 tabular-nums">{index + 1}.</span>
                {/* The author's words keep their own direction inside the interface's (bdi). */}
                <span className="min-w-0 flex-1 truncate">
                  {type}
                  {words && (
                    <>
                      : <bdi>{words}</bdi>
                    </>
                  )}
                </span>
                <button type="button" className={rowButton} aria-label={t('order.up', { name })} title={t('order.up', { name })} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden className="size-3.5" />
                </button>
                <button type="button" className={rowButton} aria-label={t('order.down', { name })} title={t('order.down', { name })} disabled={index === order.length - 1} onClick={() => move(index, 1)}>
                  <ArrowDown aria-hidden className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap gap-1">
        <Button variant="secondary" className="px-2 py-1 text-xs" onClick={visual} disabled={order.length < 2}>
          {t('order.visual')}
        </Button>
        {page.readingOrder?.length ? (
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => onChange(null)}>
            {t('order.reset')}
          </Button>
        ) : null}
      </div>
    </Section>
  );
}
