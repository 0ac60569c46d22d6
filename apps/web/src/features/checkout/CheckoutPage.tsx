import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lock, ShoppingCart } from 'lucide-react';
import type { CheckoutResult } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';
import { loginPathFor } from '../../app/navigation';
import { Button } from '../../components/Button';
import { MessagePage } from '../../components/MessagePage';
import { errorMessage, errorStatus, fieldErrors } from '../../http/client';
import { useCart, clearCart, updateCart } from '../cart/cartStore';
import { withCoupon } from '../cart/cartStorage';
import { OrderSummary } from '../cart/OrderSummary';
import { useQuote } from '../cart/useQuote';
import { formatMoney } from '../library/price';
import { newCheckoutKey, usePlacedOrderQuery, usePlaceOrderMutation } from './api';
import { OrderConfirmation } from './OrderConfirmation';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/**
 * /checkout (signed in), in the order the buyer goes through it (architecture.md §9.11): the cart as the server
 * prices it, placing it, paying (Stripe's page, or instructions), then the confirmation of the order the checkout
 * answered, or of the order in the address (`?order=`) read back once after a reload.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('store');
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const [params, setParams] = useSearchParams();
  const [confirmed, setConfirmed] = useState<CheckoutResult | null>(null);
  const placedId = params.get('order');

  useDocumentTitle(t('checkout.title'));

  if (!signedIn) return <Navigate to={loginPathFor(`/checkout${placedId ? `?order=${encodeURIComponent(placedId)}` : ''}`)} replace />;
  if (confirmed) return <OrderConfirmation order={confirmed.order} instructions={confirmed.payment.instructions} />;
  if (placedId) return <PlacedOrder id={placedId} />;
  return (
    <CartCheckout
      onPlaced={(placed) => {
        setConfirmed(placed);
        setParams({ order: placed.order.id }, { replace: true });
      }}
    />
  );
}

/** The cart quoted, placed and paid; `onPlaced` gets an order whose payment needs no other page. */
function CartCheckout({ onPlaced }: { onPlaced: (placed: CheckoutResult) => void }) {
  const { t, i18n } = useTranslation('store');
  const user = useAppSelector((s) => s.auth.user);
  const cart = useCart();
  const quote = useQuote(cart);
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  const [failure, setFailure] = useState<{ coupon: boolean; message: string } | null>(null);
  // One key per checkout: kept when the answer never came (the retry then answers the first order), renewed
  // once the server answered a refusal (the next try is a new checkout).
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);

  if (cart.items.length === 0) {
    return <MessagePage icon={ShoppingCart} title={t('checkout.title')} message={t('cart.empty')} to="/ebooks" action={t('cart.browse')} />;
  }

  const place = async () => {
    setFailure(null);
    try {
      const placed = await placeOrder({ cart, key: checkoutKey }).unwrap();
      if (placed.payment.redirect_url) {
        clearCart();
        // Stripe's hosted payment page; it comes back to the order.
        window.location.assign(placed.payment.redirect_url);
        return;
      }
      onPlaced(placed);
      clearCart();
    } catch (error) {
      if (errorStatus(error) !== null) setCheckoutKey(newCheckoutKey());
      const coupon = fieldErrors(error).coupon_code?.[0];
      setFailure(coupon ? { coupon: true, message: coupon } : { coupon: false, message: errorMessage(error, t('errors.generic')) });
    }
  };

  const refused = quote.data?.coupon_error && cart.coupon_code && quote.data.coupon?.code.toUpperCase() !== cart.coupon_code;
  const money = (v: number) => formatMoney(v, i18n.language);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('checkout.title')}</h1>
      <p className="mt-2 text-gray-600">{t('checkout.signedInAs', { name: user?.name ?? '', email: user?.email ?? '' })}</p>
      <section aria-labelledby="order-title" className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
        <h2 id="order-title" className="text-lg font-semibold text-gray-900">
          {t('checkout.yourOrder')}
        </h2>
        <ul className="mt-4 divide-y divide-gray-100">
          {cart.items.map((item) => {
            const priced = quote.data?.items.find((i) => i.ebook_id === item.ebook_id);
            return (
              <li key={item.ebook_id} className="flex justify-between gap-4 py-2 text-sm">
                <span className="text-gray-800">
                  {item.title}
                  {item.quantity > 1 && <span className="text-gray-500"> × {item.quantity}</span>}
                </span>
                <span className="font-medium text-gray-900 tabular-nums">{money(priced ? priced.line_total : item.final_price * item.quantity)}</span>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 border-t border-gray-200 pt-4">
          <OrderSummary quote={quote.data} busy={quote.loading} />
        </div>
        {(refused || failure?.coupon) && (
          <div role="alert" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
            <span>{t('cart.couponRefused', { reason: failure?.coupon ? failure.message : quote.data?.coupon_error })}</span>
            <Button variant="secondary" onClick={() => {
                setFailure(null);
                updateCart((c) => withCoupon(c, null));
              }}>
              {t('checkout.removeCoupon')}
            </Button>
          </div>
        )}
        {failure && !failure.coupon && (
          <p role="alert" className="mt-4 rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
            {failure.message}
          </p>
        )}
        <Button className="mt-6 w-full py-3 text-base" onClick={() => void place()} disabled={placing || !quote.data || quote.loading || !!refused}>
          <Lock aria-hidden className="size-4" />
          {placing ? t('checkout.placing') : t('checkout.place')}
        </Button>
        <p className="mt-3 text-center text-xs text-gray-500">{t('checkout.paymentNote')}</p>
      </section>
      <Link to="/cart" className="mt-6 inline-block text-sm font-medium text-primary-700 hover:underline">
        {t('checkout.backToCart')}
      </Link>
    </div>
  );
}

/** An order already placed, read back (after a reload, or on the way back from the payment page). */
function PlacedOrder({ id }: { id: string }) {
  const { t } = useTranslation('store');
  const order = usePlacedOrderQuery(id);
  const o = order.currentData;
  if (!o && order.isFetching) return <p className="py-20 text-center text-gray-600">{t('checkout.loadingOrder')}</p>;
  if (!o) return <p role="alert" className="py-20 text-center text-danger-700">{t('errors.generic')}</p>;
  return <OrderConfirmation order={o} instructions={o.payment_instructions} />;
}
