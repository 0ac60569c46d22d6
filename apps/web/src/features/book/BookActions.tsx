import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, Check, Eye, ShoppingCart } from 'lucide-react';
import type { PublicEbook } from '@folio/shared';
import { Button, buttonClass } from '../../components/Button';
import { addToCart, inCart } from '../cart/cartStorage';
import { updateCart, useCart } from '../cart/cartStore';

/**
 * Preview (the reader's flipbook preview), and then: Read when the reader may open the whole book (bought, or
 * free), else Add to cart, which turns into a way to the cart once the book is in it.
 */
export function BookActions({ book, owned }: { book: PublicEbook; owned: boolean }) {
  const { t } = useTranslation('store');
  const cart = useCart();
  const readable = owned || book.final_price <= 0;
  const added = inCart(cart, book.id);

  return (
    <div className="flex flex-wrap gap-3">
      {readable ? (
        <Link to={`/ebooks/${book.id}`} className={buttonClass('primary', 'px-6 py-3 text-base')}>
          <BookOpen aria-hidden className="size-5" />
          {t('book.read')}
        </Link>
      ) : added ? (
        <Link to="/cart" className={buttonClass('primary', 'px-6 py-3 text-base')}>
          <Check aria-hidden className="size-5" />
          {t('book.inCart')}
        </Link>
      ) : (
        <Button
          className="px-6 py-3 text-base"
          onClick={() => updateCart((c) => addToCart(c, { ebook_id: book.id, title: book.title, cover_image: book.cover_image, final_price: book.final_price }))}
        >
          <ShoppingCart aria-hidden className="size-5" />
          {t('book.addToCart')}
        </Button>
      )}
      <Link to={`/flipbooks/${book.id}`} className={buttonClass('secondary', 'px-6 py-3 text-base')}>
        <Eye aria-hidden className="size-5" />
        {t('book.preview')}
      </Link>
    </div>
  );
}
