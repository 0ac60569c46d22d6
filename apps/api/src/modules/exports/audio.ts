import { createMp3Encoder } from 'wasm-media-encoders';

/**
 * A WAV sound as MP3, for an EPUB (WAV is no core media type of EPUB 3, so reading systems need not play it).
 * Reads 16-bit PCM WAV (what recorders and the demo write); any other encoding answers null and the sound is
 * left out.
 */
export async function wavToMp3(wav: Uint8Array): Promise<Uint8Array | null> {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let format: { channels: number; sampleRate: number; bits: number; encoding: number } | null = null;
  let data: Uint8Array | null = null;
  for (let at = 12; at + 8 <= wav.byteLength; ) {
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (tag(at) === 'fmt ' && size >= 16) {
      format = { encoding: view.getUint16(body, true), channels: view.getUint16(body + 2, true), sampleRate: view.getUint32(body + 4, true), bits: view.getUint16(body + 14, true) };
    } else if (tag(at) === 'data') {
      data = wav.subarray(body, Math.min(wav.byteLength, body + size));
    }
    at = body + size + (size % 2);
  }
  // PCM, 16 bits, one or two channels: the rest is left out rather than guessed.
  if (!format || !data || format.encoding !== 1 || format.bits !== 16 || (format.channels !== 1 && format.channels !== 2)) return null;
  const channels = format.channels as 1 | 2;
  const frames = Math.floor(data.byteLength / (2 * channels));
  const samples = Array.from({ length: channels }, () => new Float32Array(frames));
  const pcm = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < frames; i += 1) {
    for (let c = 0; c < channels; c += 1) samples[c]![i] = pcm.getInt16((i * channels + c) * 2, true) / 32768;
  }
  const encoder = await createMp3Encoder();
  encoder.configure({ channels, sampleRate: format.sampleRate, vbrQuality: 4 });
  // The encoder reuses its output buffer: each part is copied before the next call.
  const parts = [encoder.encode(samples).slice(), encoder.finalize().slice()];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
