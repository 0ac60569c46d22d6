import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { buttonClass } from './Button';

/**
 * The screen of a sign-in handed over from elsewhere (an LMS's launch, a school's provider): a spinner while the
 * one-time code is traded for the session, or why it could not be, with the way back.
 */
export function HandoffScreen({ failed, working, title, text, back }: {
  failed: boolean;
  /** What is being done, while it is. */
  working: string;
  /** The failure's title and words. */
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  if (!failed) {
    return (
      <main role="status" aria-live="polite" className="grid min-h-screen place-items-center px-4">
        <div className="flex flex-col items-center gap-4">
          <span aria-hidden className="size-16 animate-spin rounded-full border-4 border-primary-100 border-t-primary-600" />
          <p className="text-lg font-medium text-gray-800">{working}</p>
        </div>
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <CircleAlert aria-hidden className="size-12 text-danger-600" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      <p role="alert" className="mt-2 text-gray-700">
        {text}
      </p>
      <Link to={back.to} className={buttonClass('primary', 'mt-6')}>
        {back.label}
      </Link>
    </main>
  );
}
