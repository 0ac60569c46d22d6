import { useEffect, useState } from 'react';
import { toast, ToastContainer, type CloseButtonProps } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@folio/shared';
import { bannerBottom } from './bannerBottom';

/** The toasts' distance from the banner above them, as from the window's top without one (react-toastify's 1em). */
const GAP_PX = 16;

/** Where the toasts start: under the page's banner, measured again as each toast comes, for pages change meanwhile. */
function useTopUnderBanner() {
  const [top, setTop] = useState(() => bannerBottom() + GAP_PX);
  useEffect(() => toast.onChange((item) => item.status === 'added' && setTop(bannerBottom() + GAP_PX)), []);
  return top;
}

/**
 * Spec §2/§9: top right, under the page's banner (never over its menus and buttons), close button, auto-close after
 * 4000 ms, at most 3 at once; its labels in the reader's language.
 */
export default function ToastList() {
  const { t, i18n } = useTranslation();
  const top = useTopUnderBanner();
  // The library's own close button and region are labelled in English ('close', 'Notifications Alt+T').
  const closeButton = ({ closeToast, theme }: CloseButtonProps) => (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('toasts.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <X aria-hidden className="size-4" />
    </button>
  );
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={TOAST_LIMIT}
      closeButton={closeButton}
      newestOnTop
      rtl={i18n.dir() === 'rtl'}
      theme="light"
      style={{ top }}
      aria-label={t('toasts.region')}
    />
  );
}
