import { Link } from 'react-router';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { buttonClass } from './Button';

/** A page that has only something to say (an empty cart, a refused page): an icon, a title, a line, and where to go next. */
export function MessagePage({ icon: Icon, iconClassName = 'text-gray-300', title, message, to, action }: {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  message: string;
  to: string;
  action: string;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Icon aria-hidden className={clsx('size-12', iconClassName)} />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-600">{message}</p>
      <Link to={to} className={buttonClass('primary', 'mt-6')}>
        {action}
      </Link>
    </div>
  );
}
