import type { DemoSound } from './spec.ts';

/**
 * Demo sounds made by the seed itself (no downloads, no binary files in the repository): a few seconds of
 * 16-bit mono PCM synthesised from sines and noise, written as a WAV file. A fixed random seed makes every
 * run give the same bytes.
 */
const RATE = 22_050;

/** A small seeded generator (mulberry32): the same noise on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TAU = Math.PI * 2;
/** A note's frequency from its MIDI number (60 is middle C). */
const midi = (n: number) => 440 * 2 ** ((n - 69) / 12);

type Synth = (samples: Float32Array) => void;

/** Adds a tone that starts at `at` seconds, with a quick attack and an exponential fade, and a few harmonics. */
function tone(out: Float32Array, at: number, seconds: number, frequency: number, gain: number, partials = [1, 0.3, 0.12], decay = 3) {
  const start = Math.floor(at * RATE);
  const length = Math.min(Math.floor(seconds * RATE), out.length - start);
  for (let i = 0; i < length; i += 1) {
    const t = i / RATE;
    const envelope = Math.min(1, t / 0.01) * Math.exp(-decay * t);
    let v = 0;
    partials.forEach((weight, k) => (v += weight * Math.sin(TAU * frequency * (k + 1) * t)));
    out[start + i]! += gain * envelope * v;
  }
}

const SYNTHS: Record<DemoSound, { seconds: number; make: Synth }> = {
  // Brown noise that swells and falls like waves on a beach.
  waves: {
    seconds: 8,
    make: (out) => {
      const next = random(7);
      let brown = 0;
      for (let i = 0; i < out.length; i += 1) {
        brown = (brown + 0.02 * (next() * 2 - 1)) / 1.02;
        const t = i / RATE;
        out[i] = brown * 3.5 * (0.35 + 0.65 * Math.sin((TAU * t) / 4 - Math.PI / 2) ** 2);
      }
    },
  },
  // Short rising and falling whistles in little phrases.
  birdsong: {
    seconds: 6,
    make: (out) => {
      const next = random(11);
      let at = 0.2;
      while (at < 5.6) {
        const notes = 2 + Math.floor(next() * 4);
        const base = 2200 + next() * 1600;
        for (let n = 0; n < notes; n += 1) {
          const length = 0.06 + next() * 0.08;
          const start = Math.floor(at * RATE);
          let phase = 0;
          for (let i = 0; i < length * RATE && start + i < out.length; i += 1) {
            const p = i / (length * RATE);
            phase += (TAU * (base + 900 * Math.sin(Math.PI * p) * (n % 2 ? 1 : -1))) / RATE;
            out[start + i]! += 0.35 * Math.sin(Math.PI * p) * Math.sin(phase);
          }
          at += length + 0.03;
        }
        at += 0.35 + next() * 0.6;
      }
    },
  },
  // C major, up one octave and back down.
  scale: {
    seconds: 7.2,
    make: (out) => {
      const steps = [60, 62, 64, 65, 67, 69, 71, 72, 71, 69, 67, 65, 64, 62, 60];
      steps.forEach((note, i) => tone(out, i * 0.45, i === steps.length - 1 ? 0.9 : 0.5, midi(note), 0.28, [1, 0.4, 0.2, 0.1], 2.5));
    },
  },
  // Two bars of a kick and snare beat at 100 beats a minute, with hi-hats.
  drums: {
    seconds: 4.8,
    make: (out) => {
      const next = random(5);
      const beat = 0.6;
      for (let b = 0; b < 8; b += 1) {
        const at = b * beat;
        if (b % 2 === 0) {
          const start = Math.floor(at * RATE);
          let phase = 0;
          for (let i = 0; i < 0.35 * RATE; i += 1) {
            const t = i / RATE;
            phase += (TAU * (50 + 110 * Math.exp(-t * 25))) / RATE;
            out[start + i]! += 0.8 * Math.exp(-t * 9) * Math.sin(phase);
          }
        } else {
          const start = Math.floor(at * RATE);
          for (let i = 0; i < 0.2 * RATE; i += 1) out[start + i]! += 0.35 * Math.exp((-i / RATE) * 20) * (next() * 2 - 1);
          tone(out, at, 0.2, 190, 0.25, [1], 20);
        }
        for (const half of [0, 0.5]) {
          const start = Math.floor((at + half * beat) * RATE);
          for (let i = 0; i < 0.05 * RATE; i += 1) out[start + i]! += 0.12 * Math.exp((-i / RATE) * 80) * (next() * 2 - 1);
        }
      }
    },
  },
  // Steady soft noise with drops falling on it.
  rain: {
    seconds: 6,
    make: (out) => {
      const next = random(3);
      let low = 0;
      for (let i = 0; i < out.length; i += 1) {
        low += 0.3 * (next() * 2 - 1 - low);
        out[i] = 0.18 * low;
      }
      for (let d = 0; d < 90; d += 1) tone(out, next() * 5.8, 0.08, 1500 + next() * 2500, 0.12 + next() * 0.15, [1], 60);
    },
  },
  // A school bell: three strikes of a bell-like chord of inharmonic partials.
  bell: {
    seconds: 6,
    make: (out) => {
      for (const at of [0, 1.6, 3.2]) {
        for (const [ratio, gain] of [[1, 0.35], [2.76, 0.18], [5.4, 0.1], [8.93, 0.05]] as const) tone(out, at, 2.8, 523.25 * ratio, gain, [1], 1.4 + ratio * 0.3);
      }
    },
  },
};

/** A sound as a WAV file (RIFF, PCM 16-bit mono at 22,050 Hz), normalised with a short fade at each end. */
export function demoSoundWav(sound: DemoSound): Buffer {
  const { seconds, make } = SYNTHS[sound];
  const samples = new Float32Array(Math.round(seconds * RATE));
  make(samples);
  const peak = samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0) || 1;
  const fade = 0.05 * RATE;
  const body = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => {
    const edge = Math.min(1, i / fade, (samples.length - 1 - i) / fade);
    body.writeInt16LE(Math.round((v / peak) * 0.85 * edge * 32_767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + body.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(body.length, 40);
  return Buffer.concat([header, body]);
}
