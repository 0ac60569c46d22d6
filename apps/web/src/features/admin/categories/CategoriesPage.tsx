import { useTranslation } from 'react-i18next';
import type { Category } from '@folio/shared';
import { ResourcePage } from '../resource/ResourcePage';
import { StatusBadge } from '../resource/StatusBadge';
import { CategoryForm } from './CategoryForm';

/** Categories, also called genres (spec §2). */
export default function CategoriesPage() {
  const { t } = useTranslation('admin');
  return (
    <ResourcePage<Category>
      resource="categories"
      text={(key) => t(`categories.${key}`)}
      describe={(c) => c.name}
      errorKeys={{ submit: 'errors.submitForm', delete: 'categories.deleteError' }}
      Form={CategoryForm}
      columns={[
        {
          header: t('categories.thumbnail'),
          cell: (c) => <img src={c.thumbnail} alt="" loading="lazy" width={40} height={40} className="size-10 rounded object-cover" />,
        },
        { header: t('categories.name'), cell: (c) => <span className="font-medium text-gray-900">{c.name}</span> },
        { header: t('common.status'), cell: (c) => <StatusBadge status={c.status} /> },
      ]}
    />
  );
}
