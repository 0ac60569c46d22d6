import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { controlClass } from '../../components/form/Field';
import { useAppDispatch } from '../../app/hooks';
import { setTextToSpeechSettings, SPEECH_DEFAULTS, type TextToSpeechSettings } from './readerSlice';
import { useVoices } from './read-aloud/useReadAloud';
import { useReader } from './useReader';
import { FieldLabel } from '../../components/form/FieldLabel';

type Numeric = 'pitch' | 'rate' | 'volume';
const SLIDERS: { key: Numeric; min: number; max: number; step: number }[] = [
  { key: 'rate', min: 0.5, max: 2, step: 0.1 },
  { key: 'pitch', min: 0, max: 2, step: 0.1 },
  { key: 'volume', min: 0, max: 1, step: 0.05 },
];

function Slider({ name, value, min, max, step, onChange }: { name: Numeric; value: number; min: number; max: number; step: number; onChange: (v: number) => void }) {
  const { t } = useTranslation('reader');
  const id = useId();
  const shown = name === 'volume' ? `${Math.round(value * 100)}%` : `${value.toFixed(1)}×`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium text-gray-800">
          {t(`speech.${name}`)}
        </label>
        <output htmlFor={id} className="text-gray-600 tabular-nums">{shown}</output>
      </div>
      <input id={id} type="range" min={min} max={max} step={step} value={value} onChange={(e) => onChange(Number(e.target.value))} className="accent-primary-600" />
    </div>
  );
}

/** Voice, rate, pitch and volume of read-aloud (spec defaults 1, 1, 1 and the browser's default voice). */
export function SpeechSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('reader');
  const dispatch = useAppDispatch();
  const settings = useReader((r) => r.textToSpeechSettings);
  const voices = useVoices();
  const voiceId = useId();
  const change = (next: Partial<TextToSpeechSettings>) => dispatch(setTextToSpeechSettings(next));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('speech.title')} description={t('speech.description')}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <FieldLabel htmlFor={voiceId}>{t('speech.voice')}</FieldLabel>
          <select id={voiceId} value={settings.voice} onChange={(e) => change({ voice: e.target.value })} className={controlClass()}>
            <option value="">{t('speech.defaultVoice')}</option>
            {voices.map((v) => (
              <option key={v.voiceURI} value={v.voiceURI}>
                {v.name} ({v.lang})
              </option>
            ))}
          </select>
        </div>
        {SLIDERS.map((s) => (
          <Slider key={s.key} name={s.key} value={settings[s.key]} min={s.min} max={s.max} step={s.step} onChange={(v) => change({ [s.key]: v })} />
        ))}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => change({ ...SPEECH_DEFAULTS })}>
            {t('speech.reset')}
          </Button>
          <Button onClick={() => onOpenChange(false)}>{t('speech.done')}</Button>
        </div>
      </div>
    </Modal>
  );
}
