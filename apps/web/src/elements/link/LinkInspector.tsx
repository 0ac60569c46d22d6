import { useTranslation } from 'react-i18next';
import { elementFields, LINK_VARIANTS, safeLinkUrl } from '@folio/shared';
import type { InspectorProps } from '../types';
import { ColorInput, Section, Select, TextInput } from '../common/fields';
import { safeColor } from '../common/safe';

/** The words, where the link goes (an address or a page of this book) and how it looks. */
export function LinkInspector({ element, onChange, context }: InspectorProps) {
  const { t } = useTranslation('elements');
  const { text, url, page, variant = 'button' } = elementFields('link', element);
  // The raw field decides, so that a link to a page not chosen yet (or deleted) stays a page link.
  const target = typeof element.page === 'string' ? 'page' : 'url';
  const urlInvalid = Boolean(url?.trim()) && !safeLinkUrl(url);
  const style = element.style ?? {};
  const setStyle = (changes: Record<string, unknown>) => onChange({ style: { ...style, ...changes } });
  return (
    <div className="flex flex-col gap-3">
      <Section title={t('link.title')}>
        <TextInput label={t('link.text')} value={text} onChange={(v) => onChange({ text: v })} />
        <Select
          label={t('link.target')}
          value={target}
          options={[{ value: 'url', label: t('link.toUrl') }, { value: 'page', label: t('link.toPage') }]}
          onChange={(next) => onChange(next === 'page' ? { page: context.pages[0]?.id ?? '', url: undefined } : { page: undefined, url: url ?? '' })}
        />
        {target === 'url' ? (
          <TextInput label={t('link.url')} type="url" value={url ?? ''} placeholder="https://" onChange={(v) => onChange({ url: v.trim() })} invalid={urlInvalid} hint={urlInvalid ? t('link.urlInvalid') : t('link.urlHint')} />
        ) : (
          <Select
            label={t('link.page')}
            value={page ?? ''}
            options={[
              ...(page && context.pages.some((p) => p.id === page) ? [] : [{ value: page ?? '', label: t('link.choosePage') }]),
              ...context.pages.map((p, i) => ({ value: p.id, label: `${i + 1}. ${p.name}` })),
            ]}
            onChange={(id) => onChange({ page: id })}
          />
        )}
      </Section>
      <Section title={t('link.look')}>
        <Select label={t('link.variant')} value={variant} options={LINK_VARIANTS.map((v) => ({ value: v, label: t(`link.variants.${v}`) }))} onChange={(v) => onChange({ variant: v })} />
        {variant === 'button' && <ColorInput label={t('link.fill')} pickerLabel={t('common.pick', { name: t('link.fill') })} value={safeColor(style.fill) ?? ''} onChange={(fill) => setStyle({ fill })} />}
        <ColorInput label={t('textStyle.color')} pickerLabel={t('common.pick', { name: t('textStyle.color') })} value={safeColor(style.color) ?? ''} onChange={(color) => setStyle({ color })} />
      </Section>
    </div>
  );
}
