import type { ReactNode } from 'react';
import { Link, type RelativeRoutingType } from 'react-router';
import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';

/** A text link back to where the page was opened from; the arrow turns with the reading direction. */
export function BackLink({ to, relative, className, children }: { to: string; relative?: RelativeRoutingType; className?: string; children: ReactNode }) {
  return (
    <Link to={to} relative={relative} className={clsx('inline-flex items-center gap-1.5 text-sm text-primary-700 hover:underline', className)}>
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {children}
    </Link>
  );
}
