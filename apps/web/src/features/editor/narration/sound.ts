/**
 * A narration's sound in the editor: decoded to one channel at a rate that keeps speech clear and files small,
 * trimmed, and stored as 16-bit WAV. WAV because every browser plays it and the EPUB export turns it into MP3
 * (a core media type) on the server; a browser's own recording (WebM/Opus in Chromium) would be left out of an
 * EPUB (exports/files.ts).
 */

/** Samples a second: enough for a voice, and 43 KB a second of WAV. */
const NARRATION_RATE = 22050;

export interface Sound {
  samples: Float32Array;
  rate: number;
}

/** Any sound the browser can decode (a recording, an uploaded file), as one channel at NARRATION_RATE. */
export async function decodeSound(bytes: ArrayBuffer): Promise<Sound> {
  // An offline context decodes straight to its own rate: no second resampling pass.
  const context = new OfflineAudioContext(1, 1, NARRATION_RATE);
  const buffer = await context.decodeAudioData(bytes);
  const samples = new Float32Array(buffer.length);
  for (let c = 0; c < buffer.numberOfChannels; c += 1) {
    const channel = buffer.getChannelData(c);
    for (let i = 0; i < samples.length; i += 1) samples[i]! += channel[i]! / buffer.numberOfChannels;
  }
  return { samples, rate: buffer.sampleRate };
}

export const durationOf = (sound: Sound) => sound.samples.length / sound.rate;

/** The part of a sound from `start` to `end` seconds. */
export const trimSound = (sound: Sound, start: number, end: number): Sound => ({
  samples: sound.samples.slice(Math.max(0, Math.round(start * sound.rate)), Math.round(end * sound.rate)),
  rate: sound.rate,
});

/** A sound as a 16-bit PCM WAV file. */
export function encodeWav({ samples, rate }: Sound): Blob {
  const view = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const text = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // one channel
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i += 1) view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), true);
  return new Blob([view.buffer], { type: 'audio/wav' });
}
