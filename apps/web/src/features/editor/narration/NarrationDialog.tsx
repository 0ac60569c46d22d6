import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Mic, Pause, Play, Square, Trash2, Upload } from 'lucide-react';
import clsx from 'clsx';
import { safeMediaSrc, type BookPage, type Narration } from '@folio/shared';
import { Button, buttonClass } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useFileAddress } from '../../../elements/common/fileAddress';
import { useAppDispatch } from '../../../app/hooks';
import { uploadFile } from '../../../http/upload';
import { sentencesOfPage } from '../../reader/narration/sentenceText';
import { updatePage } from '../state/editorSlice';
import { decodeSound, durationOf, encodeWav, trimSound, type Sound } from './sound';
import { findSilences, guessStarts, round } from './timings';
import { useRecorder } from './useRecorder';
import { Waveform } from './Waveform';

type Problem = 'denied' | 'unsupported' | 'unreadable' | 'saveFailed';

/** The sound being worked on: decoded for the waveform, an address to play it, and whether it is a new one to upload. */
interface Take {
  sound: Sound;
  url: string;
  fresh: boolean;
}

/**
 * A page's narration (issue 54): record it with the microphone (level, 3-2-1, stop) or upload a sound file; listen,
 * trim its start and end, record again or delete it; then align the page's sentences to it: an automatic first
 * guess, then tapping "Next sentence" while it plays or moving the markers on the waveform. Saving uploads the
 * trimmed sound as WAV (sound.ts) and puts the narration on the page.
 */
export function NarrationDialog({ page, index, onClose }: { page: BookPage; index: number; onClose: () => void }) {
  const { t } = useTranslation('narration');
  const dispatch = useAppDispatch();
  const address = useFileAddress();
  const fileInput = useId();
  const sentences = useMemo(() => sentencesOfPage(page), [page]);
  const [take, setTake] = useState<Take | null>(null);
  const [trim, setTrim] = useState({ start: 0, end: 0 });
  const [starts, setStarts] = useState<number[]>([]);
  const [end, setEnd] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [playing, setPlaying] = useState<'listen' | 'tap' | null>(null);
  const [playhead, setPlayhead] = useState<number | null>(null);
  const [tapped, setTapped] = useState(0);
  const [saving, setSaving] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  const guess = useCallback((sound: Sound, from: number, to: number) => {
    const found = guessStarts(sentences.map((s) => s.text), from, to, findSilences(sound.samples, sound.rate));
    setStarts(found.starts);
    setEnd(found.end);
  }, [sentences]);

  /** A new sound (recorded or uploaded): all of it kept, the timings guessed. */
  const takeSound = useCallback(async (blob: Blob) => {
    setProblem(null);
    try {
      const sound = await decodeSound(await blob.arrayBuffer());
      setTake((old) => {
        if (old?.fresh) URL.revokeObjectURL(old.url);
        return { sound, url: URL.createObjectURL(blob), fresh: true };
      });
      setTrim({ start: 0, end: round(durationOf(sound)) });
      guess(sound, 0, durationOf(sound));
    } catch {
      setProblem('unreadable');
    }
  }, [guess]);
  const recorder = useRecorder((blob) => void takeSound(blob));

  // The page's narration, when it has one, opens ready to listen to and realign.
  const stored = page.narration;
  useEffect(() => {
    if (!stored) return;
    const url = address(safeMediaSrc(stored.src));
    if (!url) return;
    let live = true;
    fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .then(decodeSound)
      .then((sound) => {
        if (!live) return;
        setTake({ sound, url, fresh: false });
        setTrim({ start: 0, end: round(durationOf(sound)) });
        const byKey = new Map(stored.cues.map((cue) => [`${cue.element}:${cue.sentence}`, cue]));
        const found = guessStarts(sentences.map((s) => s.text), 0, durationOf(sound), findSilences(sound.samples, sound.rate));
        setStarts(sentences.map((s, i) => byKey.get(`${s.element}:${s.sentence}`)?.start ?? found.starts[i]!));
        setEnd(stored.cues.reduce((last, cue) => Math.max(last, cue.end), 0) || found.end);
      })
      .catch(() => live && setProblem('unreadable'));
    return () => {
      live = false;
    };
    // Once, as the dialog opens: later changes of the page are this dialog's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => {
    if (take?.fresh) URL.revokeObjectURL(take.url);
  }, [take]);

  // While playing, the playhead follows the sound, and playback stops at the trimmed end.
  useEffect(() => {
    const player = audio.current;
    if (!playing || !player) return;
    let frame = 0;
    const follow = () => {
      setPlayhead(player.currentTime);
      if (player.currentTime >= trim.end || player.ended) {
        player.pause();
        setPlaying(null);
        return;
      }
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [playing, trim.end]);

  // Tapping along, the keyboard's focus is on "Next sentence": Enter, Space or N marks each start.
  useEffect(() => {
    if (playing === 'tap') nextButton.current?.focus();
  }, [playing]);

  const play = (mode: 'listen' | 'tap') => {
    const player = audio.current;
    if (!player) return;
    player.currentTime = trim.start;
    void player.play().then(() => {
      setPlaying(mode);
      if (mode === 'tap') {
        setTapped(0);
        setEnd(trim.end);
      }
    }).catch(() => setProblem('unreadable'));
  };
  const stopPlaying = () => {
    audio.current?.pause();
    setPlaying(null);
    setPlayhead(null);
  };

  /** Tap-along: the sentence `tapped` starts now; the one before it ends here. */
  const tap = () => {
    const player = audio.current;
    if (!player || playing !== 'tap' || tapped >= sentences.length) return;
    const now = round(player.currentTime);
    setStarts((old) => old.map((s, i) => (i === tapped ? Math.max(now, i > 0 ? old[i - 1]! : trim.start) : i > tapped && s < now ? now : s)));
    setTapped(tapped + 1);
  };
  const tapKey = (event: KeyboardEvent) => {
    if (playing === 'tap' && (event.key === 'n' || event.key === 'N')) {
      event.preventDefault();
      tap();
    }
  };

  const current = playhead === null ? null : (() => {
    let at: number | null = null;
    starts.forEach((s, i) => {
      if (playhead >= s) at = i;
    });
    return at;
  })();

  const setTrimPart = (part: 'start' | 'end', value: number) => {
    if (!take || !Number.isFinite(value)) return;
    const length = durationOf(take.sound);
    const next = part === 'start' ? { ...trim, start: round(Math.max(0, Math.min(value, trim.end - 0.1))) } : { ...trim, end: round(Math.min(length, Math.max(value, trim.start + 0.1))) };
    setTrim(next);
    // The markers stay inside what is kept.
    setStarts(starts.map((v) => Math.min(next.end, Math.max(next.start, v))));
    setEnd(Math.min(next.end, Math.max(next.start, end)));
  };

  const save = async () => {
    if (!take) return;
    setSaving(true);
    setProblem(null);
    try {
      const length = durationOf(take.sound);
      const trimmed = trim.start > 0 || trim.end < round(length);
      let src = stored?.src;
      if (take.fresh || trimmed || !src) {
        const wav = encodeWav(trimSound(take.sound, trim.start, trim.end));
        src = (await uploadFile(new File([wav], `narration-page-${index + 1}.wav`, { type: 'audio/wav' }), 'audio', () => {})).url;
      }
      const duration = round(trim.end - trim.start);
      const at = (seconds: number) => round(Math.max(0, Math.min(duration, seconds - trim.start)));
      const narration: Narration = {
        src,
        duration,
        cues: sentences.map((s, i) => ({ element: s.element, sentence: s.sentence, start: at(starts[i]!), end: at(Math.max(starts[i]!, starts[i + 1] ?? end)) })),
      };
      dispatch(updatePage({ index, changes: { narration } }));
      onClose();
    } catch {
      setProblem('saveFailed');
      setSaving(false);
    }
  };

  const remove = () => {
    dispatch(updatePage({ index, changes: { narration: null } }));
    onClose();
  };

  const { state, level } = recorder;
  const busy = state.phase === 'countdown' || state.phase === 'recording';
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('editor.title', { n: index + 1 })} description={t('editor.description')} wide>
      <div className="flex flex-col gap-5" onKeyDown={tapKey}>
        {problem && (
          <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-800">
            {t(`editor.${problem}`)}
          </p>
        )}
        {state.phase === 'failed' && (
          <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-800">
            {t(`editor.${state.reason}`)}
          </p>
        )}

        <section aria-labelledby={`${fileInput}-record`} className="flex flex-col gap-3">
          <h3 id={`${fileInput}-record`} className="text-sm font-semibold text-gray-900">{t('editor.recording')}</h3>
          <div className="flex flex-wrap items-center gap-2">
            {busy ? (
              <Button variant="danger" onClick={recorder.stop}>
                <Square aria-hidden className="size-4" />
                {t('editor.stop')}
              </Button>
            ) : (
              <Button variant={take ? 'secondary' : 'primary'} onClick={() => void recorder.start()} disabled={saving || playing !== null}>
                <Mic aria-hidden className="size-4" />
                {take ? t('editor.rerecord') : t('editor.record')}
              </Button>
            )}
            <label htmlFor={fileInput} className={clsx('inline-flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-within:outline-2 focus-within:outline-primary-600', (busy || saving) && 'pointer-events-none opacity-50')}>
              <Upload aria-hidden className="size-4" />
              {t('editor.upload')}
              <input
                id={fileInput}
                type="file"
                accept="audio/*"
                className="sr-only"
                disabled={busy || saving}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void takeSound(file);
                }}
              />
            </label>
            {take && !busy && (
              <>
                <Button variant="secondary" onClick={() => (playing === 'listen' ? stopPlaying() : play('listen'))} disabled={playing === 'tap'}>
                  {playing === 'listen' ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
                  {playing === 'listen' ? t('editor.pause') : t('editor.listen')}
                </Button>
              </>
            )}
            {stored && !busy && (
              <Button variant="ghost" className="text-danger-700" onClick={remove}>
                <Trash2 aria-hidden className="size-4" />
                {t('editor.delete')}
              </Button>
            )}
          </div>
          {busy && (
            <div className="flex items-center gap-3">
              <span className="text-sm font-medium text-gray-800" role="status">
                {state.phase === 'countdown' ? t('editor.countdown', { count: state.count }) : t('editor.recordingNow')}
              </span>
              {/* Not in the status: a count read out every second would drown the screen reader. */}
              {state.phase === 'recording' && <span className="font-mono text-sm text-gray-700" data-recorded-seconds={recorder.elapsed}>{t('editor.seconds', { seconds: recorder.elapsed })}</span>}
              <div role="meter" aria-label={t('editor.level')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)} className="h-3 w-48 overflow-hidden rounded-full bg-gray-200">
                <div className={clsx('h-full rounded-full', level > 0.9 ? 'bg-danger-600' : 'bg-emerald-600')} style={{ width: `${Math.round(level * 100)}%` }} />
              </div>
            </div>
          )}
          {take && (
            <>
              <audio ref={audio} src={take.url} preload="auto" />
              <Waveform sound={take.sound} trim={trim} starts={starts} playhead={playhead} current={current} onMove={(i, s) => setStarts((old) => old.map((v, k) => (k === i ? s : v)))} />
              <div className="flex flex-wrap gap-4">
                {(['start', 'end'] as const).map((part) => (
                  <label key={part} className="flex flex-col gap-1 text-xs font-medium text-gray-700">
                    {t(part === 'start' ? 'editor.trimStart' : 'editor.trimEnd')}
                    <input type="number" step={0.05} min={0} max={round(durationOf(take.sound))} value={trim[part]} onChange={(e) => setTrimPart(part, Number(e.target.value))} className="w-28 rounded-md border border-gray-300 px-2 py-1 text-sm" />
                  </label>
                ))}
              </div>
            </>
          )}
        </section>

        {take && (
          <section aria-labelledby={`${fileInput}-align`} className="flex flex-col gap-3">
            <h3 id={`${fileInput}-align`} className="text-sm font-semibold text-gray-900">{t('editor.align')}</h3>
            {sentences.length === 0 ? (
              <p className="text-sm text-gray-600">{t('editor.noText')}</p>
            ) : (
              <>
                <p className="text-sm text-gray-600">{t('editor.alignHelp')}</p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => guess(take.sound, trim.start, trim.end)} disabled={playing !== null}>
                    {t('editor.guess')}
                  </Button>
                  {playing === 'tap' ? (
                    <>
                      <button type="button" ref={nextButton} className={buttonClass('primary')} onClick={tap} disabled={tapped >= sentences.length} aria-keyshortcuts="N">
                        {t('editor.next')}
                      </button>
                      <Button variant="secondary" onClick={stopPlaying}>
                        {t('editor.stopTapping')}
                      </Button>
                    </>
                  ) : (
                    <Button variant="secondary" onClick={() => play('tap')} disabled={playing !== null}>
                      {t('editor.tapAlong')}
                    </Button>
                  )}
                </div>
                {playing === 'tap' && <p className="text-sm text-gray-700" role="status">{tapped < sentences.length ? t('editor.tapHint', { n: tapped + 1 }) : t('editor.tapDone')}</p>}
                <ol className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-md border border-gray-200 p-2 text-sm" aria-label={t('editor.sentences')}>
                  {sentences.map((s, i) => (
                    <li key={`${s.element}:${s.sentence}`} className={clsx('flex gap-2 rounded px-2 py-1', current === i && 'bg-amber-100')}>
                      <span className="shrink-0 font-mono text-gray-600">{t('editor.seconds', { seconds: (starts[i] ?? 0).toFixed(2) })}</span>
                      <span dir="auto" className="text-gray-900">{s.text}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        )}

        <div className="flex justify-end gap-2 border-t border-gray-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            {t('editor.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={!take || busy || saving}>
            {saving ? t('editor.saving') : t('editor.save')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
