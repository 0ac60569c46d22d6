import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, Check, Clock, Eye, ShoppingCart } from 'lucide-react';
import type { BookHolding, PublicEbook } from '@folio/shared';
import { Button, buttonClass } from '../../components/Button';
import { addToCart, inCart } from '../cart/cartStorage';
import { updateCart, useCart } from '../cart/cartStore';

/**
 * What the reader can do with the book: Read alone when they may open the whole book (bought, or free), a preview
 * of it being of no use then; otherwise Preview (the reader's flipbook preview) after a way to their order when one
 * awaits its payment (a book is bought once, checkout refuses it), or else after Add to cart, which turns into a way
 * to the cart once the book is in it. The owner of a paid book may buy copies of it to hand out (two or more: codes,
 * decision 029).
 */
export function BookActions({ book, holding }: { book: PublicEbook; holding: BookHolding | undefined }) {
  const { t } = useTranslation('store');
  const cart = useCart();
  const owned = holding?.holding === 'owned';
  const awaited = holding?.holding === 'awaiting_payment' ? holding.order : null;
  const readable = owned || book.final_price <= 0;
  const added = inCart(cart, book.id);
  const add = (quantity?: number) => {
    justAdded.current = true;
    updateCart((c) => addToCart(c, { ebook_id: book.id, title: book.title, cover_image: book.cover_image, final_price: book.final_price, quantity }));
  };
  const cartLink = (variant: 'primary' | 'secondary') => (
    <Link ref={toCart} to="/cart" className={buttonClass(variant, 'px-6 py-3 text-base')}>
      <Check aria-hidden className="size-5" />
      {t('book.inCart')}
    </Link>
  );
  // Add to cart turns into the link to the cart: the focus moves there instead of being lost with the button.
  const toCart = useRef<HTMLAnchorElement>(null);
  const justAdded = useRef(false);
  useEffect(() => {
    if (added && justAdded.current) toCart.current?.focus();
    justAdded.current = false;
  }, [added]);

  return (
    <div className="flex flex-col gap-3">
      {owned && <p className="text-sm font-medium text-success-700">{t('book.owned')}</p>}
      {awaited && (
        <p className="flex items-center gap-2 text-sm font-medium text-yellow-800">
          <Clock aria-hidden className="size-4 shrink-0" />
          <span>
            {t('book.awaitingPayment')}{' '}
            <Link to={`/admin/orders/${awaited.id}`} className="underline hover:text-yellow-900">
              {t('book.seeOrder', { tracking: awaited.tracking_number })}
            </Link>
          </span>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {readable ? (
          <Link to={`/ebooks/${book.id}`} className={buttonClass('primary', 'px-6 py-3 text-base')}>
            <BookOpen aria-hidden className="size-5" />
            {t('book.read')}
          </Link>
        ) : awaited ? null : added ? (
          cartLink('primary')
        ) : (
          <Button className="px-6 py-3 text-base" onClick={() => add()}>
            <ShoppingCart aria-hidden className="size-5" />
            {t('book.addToCart')}
          </Button>
        )}
        {owned &&
          book.final_price > 0 &&
          (added ? (
            cartLink('secondary')
          ) : (
            <Button variant="secondary" className="px-6 py-3 text-base" onClick={() => add(2)}>
              <ShoppingCart aria-hidden className="size-5" />
              {t('book.buyCopies')}
            </Button>
          ))}
        {!readable && (
          <Link to={`/flipbooks/${book.id}`} className={buttonClass('secondary', 'px-6 py-3 text-base')}>
            <Eye aria-hidden className="size-5" />
            {t('book.preview')}
          </Link>
        )}
      </div>
    </div>
  );
}
