import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState = { phase: 'idle' } | { phase: 'countdown'; count: number } | { phase: 'recording' } | { phase: 'failed'; reason: 'denied' | 'unsupported' };

/** What is open while the microphone is in use: let go together. */
interface Parts {
  stream: MediaStream;
  context: AudioContext;
  frame: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  recorder: MediaRecorder | null;
}

/** Seconds counted down before recording starts, so that the first word is not cut. */
const COUNTDOWN = 3;

/**
 * The microphone: `start` asks for it, shows its level at once (so that the author sees it hears them), counts
 * 3-2-1, then records until `stop`, which gives the recording (`onRecorded`). The microphone is let go when
 * recording stops or the dialog closes.
 */
export function useRecorder(onRecorded: (recording: Blob) => void) {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const [level, setLevel] = useState(0);
  /** Whole seconds recorded so far, shown beside the meter. */
  const [elapsed, setElapsed] = useState(0);
  const parts = useRef<Parts | null>(null);
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  }, [onRecorded]);

  const release = useCallback(() => {
    const p = parts.current;
    if (!p) return;
    parts.current = null;
    cancelAnimationFrame(p.frame);
    clearTimeout(p.timer);
    for (const track of p.stream.getTracks()) track.stop();
    void p.context.close();
    setLevel(0);
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    if (parts.current) return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return setState({ phase: 'failed', reason: 'unsupported' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      return setState({ phase: 'failed', reason: 'denied' });
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const data = new Float32Array(analyser.fftSize);
    const p: Parts = { stream, context, frame: 0, timer: undefined, recorder: null };
    parts.current = p;
    const measure = () => {
      analyser.getFloatTimeDomainData(data);
      let sum = 0;
      for (const v of data) sum += v * v;
      // RMS shown on a scale where speech fills most of the meter (it rarely passes 0.3).
      setLevel(Math.min(1, Math.sqrt(sum / data.length) * 4));
      p.frame = requestAnimationFrame(measure);
    };
    measure();
    const count = (n: number) => {
      if (parts.current !== p) return;
      if (n > 0) {
        setState({ phase: 'countdown', count: n });
        p.timer = setTimeout(() => count(n - 1), 1000);
        return;
      }
      const began = Date.now();
      setElapsed(0);
      const tick = () => {
        if (parts.current !== p) return;
        setElapsed(Math.floor((Date.now() - began) / 1000));
        p.timer = setTimeout(tick, 250);
      };
      p.timer = setTimeout(tick, 250);
      const recorder = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.onstop = () => {
        release();
        setState({ phase: 'idle' });
        recorded.current(new Blob(chunks, { type: recorder.mimeType }));
      };
      p.recorder = recorder;
      recorder.start();
      setState({ phase: 'recording' });
    };
    count(COUNTDOWN);
  }, [release]);

  const stop = useCallback(() => {
    const recorder = parts.current?.recorder;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    else {
      // Stopped during the countdown: nothing was recorded.
      release();
      setState({ phase: 'idle' });
    }
  }, [release]);

  return { state, level, elapsed, start, stop };
}
