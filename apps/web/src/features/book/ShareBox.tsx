import { useTranslation } from 'react-i18next';
import { CopyUrlField } from '../../components/CopyUrlField';

/** The book page's address with a copy button. */
export function ShareBox({ url }: { url: string }) {
  const { t } = useTranslation('store');
  return <CopyUrlField url={url} label={t('book.share')} copyLabel={t('book.copy')} copiedMessage={t('book.copied')} copyYourselfMessage={t('book.copyYourself')} />;
}
