import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sound } from './sound';

const HEIGHT = 96;
/** Arrow keys move a marker this far (seconds); with Shift ten times as far. */
const STEP = 0.05;

/** The loudest sample of each column, for drawing. */
function peaks(samples: Float32Array, columns: number): Float32Array {
  const out = new Float32Array(columns);
  const per = samples.length / columns;
  for (let c = 0; c < columns; c += 1) {
    let max = 0;
    for (let i = Math.floor(c * per); i < Math.min(samples.length, Math.floor((c + 1) * per)); i += 1) max = Math.max(max, Math.abs(samples[i]!));
    out[c] = max;
  }
  return out;
}

/**
 * The recording drawn from its decoded samples on a canvas, with the trimmed-off ends shaded, where playback is,
 * and a marker where each sentence starts. Markers are sliders: dragged with the mouse or a finger, moved with the
 * arrow keys, never past their neighbours. Time runs left to right in every language, as in sound editors.
 */
export function Waveform({ sound, trim, starts, playhead, current, onMove }: {
  sound: Sound;
  trim: { start: number; end: number };
  starts: readonly number[];
  playhead: number | null;
  /** The sentence being read or tapped, drawn stronger. */
  current: number | null;
  onMove: (index: number, seconds: number) => void;
}) {
  const { t } = useTranslation('narration');
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const duration = sound.samples.length / sound.rate;
  const x = (seconds: number) => `${(Math.max(0, Math.min(duration, seconds)) / duration) * 100}%`;

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const width = element.width;
    const column = peaks(sound.samples, width);
    context.clearRect(0, 0, width, HEIGHT);
    context.fillStyle = '#4338ca';
    for (let c = 0; c < width; c += 1) {
      const h = Math.max(1, column[c]! * (HEIGHT - 4));
      context.fillRect(c, (HEIGHT - h) / 2, 1, h);
    }
  }, [sound]);

  const bounds = (index: number) => ({ min: index === 0 ? trim.start : starts[index - 1]!, max: starts[index + 1] ?? trim.end });
  const move = (index: number, seconds: number) => {
    const { min, max } = bounds(index);
    onMove(index, Math.round(Math.max(min, Math.min(max, seconds)) * 1000) / 1000);
  };
  const drag = (index: number) => (event: PointerEvent<HTMLElement>) => {
    if (event.buttons !== 1 || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    move(index, ((event.clientX - rect.left) / rect.width) * duration);
  };
  const keys = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? STEP * 10 : STEP;
    const by: Record<string, number> = { ArrowLeft: -step, ArrowDown: -step, ArrowRight: step, ArrowUp: step };
    if (event.key in by) move(index, starts[index]! + by[event.key]!);
    else if (event.key === 'Home') move(index, bounds(index).min);
    else if (event.key === 'End') move(index, bounds(index).max);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={box} dir="ltr" className="relative mt-6 select-none rounded-lg border border-gray-300 bg-white" style={{ height: HEIGHT }}>
      <canvas ref={canvas} width={800} height={HEIGHT} role="img" aria-label={t('editor.waveform')} className="absolute inset-0 size-full" />
      <div aria-hidden className="absolute inset-y-0 start-0 bg-gray-900/25" style={{ width: x(trim.start) }} />
      <div aria-hidden className="absolute inset-y-0 end-0 bg-gray-900/25" style={{ width: `calc(100% - ${x(trim.end)})` }} />
      {playhead !== null && <div aria-hidden className="absolute inset-y-0 w-0.5 bg-rose-600" style={{ left: x(playhead) }} />}
      {starts.map((start, i) => (
        <div
          key={i}
          role="slider"
          tabIndex={0}
          aria-label={t('editor.marker', { n: i + 1 })}
          aria-valuemin={Math.round(bounds(i).min * 100) / 100}
          aria-valuemax={Math.round(bounds(i).max * 100) / 100}
          aria-valuenow={Math.round(start * 100) / 100}
          aria-valuetext={t('editor.seconds', { seconds: start.toFixed(2) })}
          data-marker={i}
          onKeyDown={keys(i)}
          onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
          onPointerMove={drag(i)}
          className="absolute -top-6 bottom-0 flex w-6 -translate-x-1/2 cursor-ew-resize touch-none flex-col items-center focus-visible:outline-2 focus-visible:outline-primary-600"
          style={{ left: x(start) }}
        >
          <span className={`grid h-5 min-w-5 place-items-center rounded px-1 text-xs font-semibold text-white ${current === i ? 'bg-amber-700' : 'bg-gray-800'}`}>{i + 1}</span>
          <span className={`w-0.5 flex-1 ${current === i ? 'bg-amber-600' : 'bg-gray-800'}`} />
        </div>
      ))}
    </div>
  );
}
