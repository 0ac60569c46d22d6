import { ToastContainer } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@folio/shared';

/** Spec §2/§9: top right, close button, auto-close after 4000 ms, at most 3 at once. */
export function Toasts() {
  const { i18n } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={TOAST_LIMIT}
      closeButton
      newestOnTop
      rtl={i18n.dir() === 'rtl'}
      theme="light"
    />
  );
}
