import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorBody } from '../../http/client';
import { serverText } from '../../http/serverText';
import { PLAN_PATH } from './paths';

/** The refusals of a plan's limits (a new book over them, or after the plan ended): the way on is another plan. */
const PLAN_LIMIT_CODES = new Set(['planEbookLimit', 'planLapsed', 'planStorageFull']);

interface Refusal {
  message: string;
  code: string;
  params?: Record<string, string | number>;
}

/** The refusal of a plan's limit a failed call answered, or null for any other failure. */
export function planRefusalOf(error: unknown): Refusal | null {
  const body = errorBody(error) as Partial<Refusal> | undefined;
  return typeof body?.message === 'string' && typeof body.code === 'string' && PLAN_LIMIT_CODES.has(body.code) ? (body as Refusal) : null;
}

/**
 * The server's words where a plan's limit refused something, kept beside the form (the toast goes away), with the
 * way to the plans. Not an alert: the toast has said it aloud already.
 */
export function PlanRefusal({ refusal }: { refusal: Refusal }) {
  const { t, i18n } = useTranslation('plans');
  return (
    <p className="mb-4 rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-gray-900">
      {serverText(i18n, refusal.message, refusal.code, refusal.params)}{' '}
      <Link to={PLAN_PATH} className="font-semibold text-primary-700 underline">
        {t('seePlans')}
      </Link>
    </p>
  );
}
