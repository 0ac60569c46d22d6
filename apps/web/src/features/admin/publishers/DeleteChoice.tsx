import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLISHER_BOOK_ACTIONS, type Publisher, type PublisherBookAction } from '@folio/shared';

/**
 * The extra part of the delete question: the sign-in account goes with the publisher, and the admin says
 * what happens to the publisher's e-books (kept without a publisher, or deleted).
 */
export function DeleteChoice({ publisher, value, onChange }: { publisher: Publisher; value: PublisherBookAction; onChange: (value: PublisherBookAction) => void }) {
  const { t } = useTranslation('publishers');
  const name = useId();
  return (
    <div className="mt-4 flex flex-col gap-3 text-sm text-gray-700">
      <p>{publisher.login_email ? t('delete.account', { email: publisher.login_email }) : t('delete.noAccount')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-gray-900">{t('delete.books')}</legend>
        {PUBLISHER_BOOK_ACTIONS.map((action) => (
          <label key={action} className="flex items-start gap-2">
            <input type="radio" name={name} value={action} checked={value === action} onChange={() => onChange(action)} className="mt-0.5" />
            <span>{t(`delete.${action}`)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
