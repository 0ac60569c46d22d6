import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { buttonClass } from '../../components/Button';
import { MessagePage } from '../../components/MessagePage';
import { errorMessage, fieldErrors } from '../../http/client';
import { serverText } from '../../http/serverText';
import { BookCover } from '../library/BookCover';
import { formatMoney } from '../library/price';
import { CART_QUANTITY_CHOICES } from '@folio/shared';
import { removeFromCart, setQuantity, withCoupon } from './cartStorage';
import { updateCart, useCart } from './cartStore';
import { CouponBox } from './CouponBox';
import { OrderSummary } from './OrderSummary';
import { useQuote } from './useQuote';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** /cart: the books to buy, a coupon, and the totals the server computed for them. */
export default function CartPage() {
  const { t, i18n } = useTranslation('store');
  const cart = useCart();
  const quote = useQuote(cart);
  const money = (v: number) => formatMoney(v, i18n.language);

  useDocumentTitle(t('cart.title'));

  if (cart.items.length === 0) {
    return <MessagePage icon={ShoppingCart} title={t('cart.title')} message={t('cart.empty')} to="/ebooks" action={t('cart.browse')} />;
  }

  const line = (id: string) => quote.data?.items.find((i) => i.ebook_id === id);
  // Why the server refuses a book of the cart (not available any more, already owned, in an order awaiting payment).
  const refusals = fieldErrors(quote.error);
  const refusedCoupon = !!cart.coupon_code && !!quote.data?.coupon_error && quote.data.coupon?.code.toUpperCase() !== cart.coupon_code;
  const ready = !!quote.data && !quote.loading && !quote.error && !refusedCoupon;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('cart.title')}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section aria-label={t('cart.items')} className="lg:col-span-2">
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {cart.items.map((item, index) => {
              const priced = line(item.ebook_id);
              const refusal = refusals[`items.${index}.ebook_id`]?.[0];
              return (
                <li key={item.ebook_id} className="flex items-center gap-4 p-4">
                  <div className="w-16 shrink-0">
                    <BookCover src={item.cover_image ?? priced?.cover_image ?? null} />
                  </div>
                  <div className="min-w-0 flex-1">
                    <Link to={`/books/${item.ebook_id}`} className="line-clamp-2 font-semibold text-gray-900 hover:text-primary-700">
                      <bdi>{item.title}</bdi>
                    </Link>
                    {refusal && <p className="text-sm font-medium text-danger-700">{serverText(i18n, refusal)}</p>}
                    {priced && priced.discount_amount > 0 && (
                      <p className="text-sm text-success-700">{t('cart.lineDiscount', { amount: money(priced.discount_amount) })}</p>
                    )}
                    <label className="mt-2 flex items-center gap-2 text-sm text-gray-600">
                      <span aria-hidden>{t('cart.copies')}</span>
                      <select
                        aria-label={t('cart.copiesOf', { title: item.title })}
                        aria-describedby={`copies-${item.ebook_id}`}
                        value={item.quantity}
                        onChange={(e) => updateCart((c) => setQuantity(c, item.ebook_id, Number(e.target.value)))}
                        className="rounded-md border border-gray-300 bg-white py-0.5 ps-2 pe-7 text-sm"
                      >
                        {/* A quantity kept from before (any whole number the server takes) stays a choice. */}
                        {[...new Set([...CART_QUANTITY_CHOICES, item.quantity])].sort((a, b) => a - b).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </label>
                    {/* What copies are (decision 029): one is the buyer's; more are codes to hand out, one reader each. */}
                    <p id={`copies-${item.ebook_id}`} className="mt-1 text-sm text-gray-600">
                      {item.quantity > 1 ? t('cart.copiesCodes', { count: item.quantity }) : t('cart.copiesYours')}
                    </p>
                  </div>
                  <p className="text-end font-semibold text-gray-900 tabular-nums">
                    {priced ? (
                      <>
                        {priced.line_total < priced.unit_price * priced.quantity && <del className="me-2 text-sm font-normal text-gray-500">{money(priced.unit_price * priced.quantity)}</del>}
                        {priced.line_total === 0 ? t('price.free') : money(priced.line_total)}
                      </>
                    ) : (
                      money(item.final_price * item.quantity)
                    )}
                  </p>
                  <button
                    type="button"
                    onClick={() => updateCart((c) => removeFromCart(c, item.ebook_id))}
                    className="rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-danger-700"
                    aria-label={t('cart.remove', { title: item.title })}
                  >
                    <Trash2 aria-hidden className="size-5" />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <aside aria-label={t('cart.summary')} className="flex h-fit flex-col gap-5 rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
          <h2 className="text-lg font-semibold text-gray-900">{t('cart.summary')}</h2>
          <CouponBox
            code={cart.coupon_code}
            quote={quote.data}
            onApply={(code) => updateCart((c) => withCoupon(c, code))}
            onRemove={() => updateCart((c) => withCoupon(c, null))}
          />
          {quote.error ? (
            <p role="alert" className="rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
              {errorMessage(quote.error, t('errors.generic'))}
            </p>
          ) : null}
          <OrderSummary quote={quote.data} busy={quote.loading} />
          {refusedCoupon && <p className="text-sm text-gray-600">{t('cart.fixCoupon')}</p>}
          {ready ? (
            <Link to="/checkout" className={buttonClass('primary', 'w-full py-3 text-base')}>
              {t('cart.checkout')}
            </Link>
          ) : (
            <button type="button" disabled className={buttonClass('primary', 'w-full py-3 text-base')}>
              {t('cart.checkout')}
            </button>
          )}
          <Link to="/ebooks" className="text-center text-sm font-medium text-primary-700 hover:underline">
            {t('cart.continue')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
