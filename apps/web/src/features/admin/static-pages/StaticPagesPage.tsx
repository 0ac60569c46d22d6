import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { LANGUAGES, type StaticPage } from '@folio/shared';
import { NATIVE_NAMES } from '../../../app/i18n';
import { ResourcePage } from '../resource/ResourcePage';
import { StaticPageForm } from './StaticPageForm';

/** Static pages (spec §2: title, slug, content): the footer's legal pages and the help topics. */
export default function StaticPagesPage() {
  const { t, i18n } = useTranslation('pages');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ResourcePage<StaticPage>
      resource="static-pages"
      text={(key) => t(`admin.${key}`)}
      describe={(p) => p.title}
      noStatus
      wideForm
      Form={StaticPageForm}
      rowActions={(p) => (
        <a
          href={`/pages/${p.slug}`}
          target="_blank"
          rel="noopener"
          className="rounded p-1.5 text-gray-600 hover:bg-gray-100"
          aria-label={t('admin.open', { name: p.title })}
          title={t('admin.open', { name: p.title })}
        >
          <ExternalLink aria-hidden className="size-4" />
        </a>
      )}
      columns={[
        { header: t('admin.pageTitle'), cell: (p) => <span className="font-medium text-gray-900">{p.title}</span> },
        { header: t('admin.slug'), cell: (p) => <code dir="ltr" className="text-xs text-gray-700">/pages/{p.slug}</code> },
        {
          header: t('admin.languagesColumn'),
          cell: (p) => (
            <span className="text-xs text-gray-700">
              {LANGUAGES.filter((l) => l === 'en' || p.translations[l]).map((l, i) => (
                <span key={l}>
                  {i > 0 && ' · '}
                  <abbr lang={l} title={NATIVE_NAMES[l]} className="no-underline">
                    {l.toUpperCase()}
                  </abbr>
                </span>
              ))}
            </span>
          ),
        },
        { header: t('admin.updated'), className: 'whitespace-nowrap', cell: (p) => <time dateTime={p.updated_at}>{date.format(new Date(p.updated_at))}</time> },
      ]}
    />
  );
}
