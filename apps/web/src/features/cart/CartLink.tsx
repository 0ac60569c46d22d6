import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShoppingCart } from 'lucide-react';
import clsx from 'clsx';
import { useCart } from './cartStore';

/** The header's cart: an icon with the number of books in it. */
export function CartLink() {
  const { t, i18n } = useTranslation('store');
  const count = useCart().items.length;
  return (
    <NavLink
      to="/cart"
      aria-label={t('cart.linkLabel', { n: count })}
      className={({ isActive }) => clsx('relative grid size-9 place-items-center rounded-md hover:bg-gray-100', isActive ? 'text-primary-700' : 'text-gray-700')}
    >
      <ShoppingCart aria-hidden className="size-5" />
      {count > 0 && (
        <span aria-hidden className="absolute -end-0.5 -top-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-primary-600 px-1 text-[0.65rem] leading-none font-bold text-white">
          {new Intl.NumberFormat(i18n.language).format(count)}
        </span>
      )}
    </NavLink>
  );
}
