import { useTranslation } from 'react-i18next';
import { elementFields, type BookElement } from '@folio/shared';
import { Section, TextArea } from '../common/fields';
import type { InspectorProps } from '../types';

/** A sound's transcript (issue 54): what it says, for readers who cannot hear it; the reader shows it under the player. */
export function TranscriptField({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('accessibility');
  const { transcript } = elementFields('audio', element);
  return (
    <Section title={t('title')}>
      <TextArea label={t('transcript.label')} rows={5} value={transcript ?? ''} hint={t('transcript.hint')} onChange={(value) => onChange({ transcript: value } as Partial<BookElement>)} />
    </Section>
  );
}
