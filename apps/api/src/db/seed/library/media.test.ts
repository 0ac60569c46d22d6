import { describe, expect, it } from 'vitest';
import { demoSoundWav } from './sounds.ts';
import { demoVideoWebm } from './videos.ts';

describe('the sounds the seed makes', () => {
  it.each(['waves', 'birdsong', 'scale', 'drums', 'rain', 'bell'] as const)('should write %s as a WAV file of mono 16-bit PCM, the same on every run', (name) => {
    const wav = demoSoundWav(name);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([1, 1, 22_050, 16]);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    const seconds = (wav.length - 44) / 2 / 22_050;
    expect(seconds).toBeGreaterThanOrEqual(4);
    // Not silence: the loudest sample is near the normalised peak.
    let peak = 0;
    for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(i)));
    expect(peak).toBeGreaterThan(20_000);
    expect(demoSoundWav(name).equals(wav)).toBe(true);
  });
});

describe('the videos the seed makes', () => {
  it('should write a WebM file of VP8 frames, one cluster and one cue a second', async () => {
    const webm = await demoVideoWebm('orbit');
    expect(webm.readUInt32BE(0)).toBe(0x1a45dfa3);
    expect(webm.includes(Buffer.from('webm'))).toBe(true);
    expect(webm.includes(Buffer.from('V_VP8'))).toBe(true);
    const count = (id: number[]) => {
      let n = 0;
      for (let at = webm.indexOf(Buffer.from(id)); at >= 0; at = webm.indexOf(Buffer.from(id), at + 1)) n += 1;
      return n;
    };
    expect(count([0x1f, 0x43, 0xb6, 0x75])).toBe(4);
    expect(count([0x1c, 0x53, 0xbb, 0x6b])).toBe(1);
  });
});
