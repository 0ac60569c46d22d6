import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elementFields, isWebVtt, type BookElement } from '@folio/shared';
import { fileInputClass } from '../../components/form/Field';
import { Button } from '../../components/Button';
import { Section } from '../common/fields';
import type { InspectorProps } from '../types';

/** The most captions a video keeps (the element's schema). */
const MAX_CAPTIONS = 200_000;

/**
 * A video's captions (issue 54): a WebVTT file chosen from the computer, read here and kept in the element (decision
 * 025), which the reader plays as a captions track. A file that is not WebVTT, or too long, is refused with why.
 */
export function CaptionsField({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('accessibility');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { captions } = elementFields('video', element);
  const cues = captions ? captions.split(/\r?\n/).filter((line) => line.includes('-->')).length : 0;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    if (input.current) input.current.value = '';
    if (!isWebVtt(text)) return setProblem(t('captions.invalid'));
    if (text.length > MAX_CAPTIONS) return setProblem(t('captions.tooLarge'));
    setProblem(null);
    onChange({ captions: text } as Partial<BookElement>);
  };

  return (
    <Section title={t('captions.title')}>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
        {t('captions.upload')}
        <input ref={input} type="file" accept=".vtt,text/vtt" aria-describedby={hintId} onChange={(e) => void choose(e.target.files?.[0])} className={fileInputClass} />
      </label>
      <p id={hintId} className="text-xs text-gray-500">{t('captions.hint')}</p>
      <p className="text-xs text-gray-700">{captions ? t('captions.present', { lines: cues }) : t('captions.missing')}</p>
      {captions && (
        <Button variant="secondary" className="self-start px-2 py-1 text-xs" onClick={() => onChange({ captions: undefined } as Partial<BookElement>)}>
          {t('captions.remove')}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-xs text-danger-700">
          {problem}
        </p>
      )}
    </Section>
  );
}
