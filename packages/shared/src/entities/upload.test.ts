import { describe, expect, it } from 'vitest';
import { checkFile, PUBLIC_UPLOAD_KINDS, uploadAccept } from './upload.ts';

const MB = 1024 * 1024;

describe('file checks before sending (spec §5 file messages)', () => {
  it.each([
    [{ type: 'image/png', size: MB }, null],
    [{ type: 'image/svg+xml', size: MB }, 'Unsupported File Format'],
    [{ type: 'image/jpeg', size: 6 * MB }, 'File Size is too large'],
    [{ type: 'application/pdf', size: 6 * MB }, 'Unsupported File Format or Size'],
  ])('image %j → %s', (file, message) => {
    expect(checkFile(file, 'image')).toBe(message);
  });

  it.each([
    [{ type: 'audio/mpeg', size: 20 * MB, name: 'song.mp3' }, null],
    // Browsers give other names to the same sounds: the extension vouches for them.
    [{ type: 'audio/x-m4a', size: MB, name: 'talk.m4a' }, null],
    [{ type: 'video/webm', size: MB, name: 'voice.webm' }, null],
    [{ type: '', size: MB, name: 'CHIME.OPUS' }, null],
    [{ type: 'audio/mpeg', size: 20 * MB + 1, name: 'long.mp3' }, 'File Size is too large'],
    [{ type: 'audio/flac', size: MB, name: 'song.flac' }, 'Unsupported File Format'],
    [{ type: 'text/plain', size: 30 * MB, name: 'notes.txt' }, 'Unsupported File Format or Size'],
  ])('audio %j → %s', (file, message) => {
    expect(checkFile(file, 'audio')).toBe(message);
  });

  it.each([
    [{ type: 'video/mp4', size: 200 * MB, name: 'lesson.mp4' }, null],
    [{ type: 'video/x-m4v', size: MB, name: 'lesson.m4v' }, null],
    [{ type: 'video/webm', size: 200 * MB + 1, name: 'lesson.webm' }, 'File Size is too large'],
    [{ type: 'video/quicktime', size: MB, name: 'lesson.mov' }, 'Unsupported File Format'],
    [{ type: 'video/ogg', size: MB, name: 'lesson.ogv' }, 'Unsupported File Format'],
    [{ type: 'audio/mpeg', size: MB, name: 'song.mp3' }, 'Unsupported File Format'],
  ])('video %j → %s', (file, message) => {
    expect(checkFile(file, 'video')).toBe(message);
  });

  it.each([
    [{ type: 'application/pdf', size: 10 * MB, name: 'licence.pdf' }, null],
    [{ type: 'image/jpeg', size: MB, name: 'nid.jpg' }, null],
    [{ type: 'image/gif', size: MB, name: 'nid.gif' }, 'Unsupported File Format'],
    [{ type: 'image/png', size: 10 * MB + 1, name: 'scan.png' }, 'File Size is too large'],
  ])('document %j → %s', (file, message) => {
    expect(checkFile(file, 'document')).toBe(message);
  });

  it('should serve only images, sound and video at their address', () => {
    expect([...PUBLIC_UPLOAD_KINDS].sort()).toEqual(['audio', 'image', 'video']);
  });

  it("should offer a kind's types and extensions to the file picker", () => {
    expect(uploadAccept('video')).toBe('video/mp4,video/webm,.mp4,.m4v,.webm');
    expect(uploadAccept('audio').split(',')).toEqual(expect.arrayContaining(['audio/mpeg', '.mp3', '.opus', '.wav', '.m4a', '.weba']));
  });
});
