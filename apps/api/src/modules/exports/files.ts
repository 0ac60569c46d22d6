import sharp from 'sharp';
import { elementFields, safeImageSrc, safeMediaSrc, embedInfo } from '@folio/shared';
import { contentTypeOf, keyOfUrl, type Storage } from '../../lib/storage/index.ts';
import { wavToMp3 } from './audio.ts';
import type { ExportBook } from './book.ts';

/** A stored file as an export carries it: its name inside the export, its type and its bytes. */
export interface BookFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface BookFiles {
  /** The site addresses of the files the book's pages use. */
  referencedBy(book: ExportBook): string[];
  /** A stored file in a type every reading system takes, or null when it is gone or of a type none does. */
  read(url: string): Promise<BookFile | null>;
  /** A stored file as it is (for a browser, which plays every type Folio takes), or null when it is gone. */
  readAsStored(url: string): Promise<BookFile | null>;
}

/**
 * Types every EPUB 3 reading system plays (the core media types); others are converted (WebP pictures become
 * PNG, WAV sounds MP3) or left out (Ogg, AAC or WebM sounds, which only some browsers play). Videos have no core
 * type: they go as they are.
 */
const KEPT = new Set(['image/jpeg', 'image/png', 'image/gif', 'audio/mpeg', 'audio/mp4', 'video/mp4', 'video/webm']);

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const opened = await storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function storedBookFiles(storage: Storage): BookFiles {
  const readAsStored = async (url: string): Promise<BookFile | null> => {
    const key = keyOfUrl(url);
    const bytes = key ? await readAll(storage, key) : null;
    return key && bytes ? { name: `files/${key.replace(/\//g, '-')}`, type: contentTypeOf(key), bytes } : null;
  };
  return {
    referencedBy: (book) =>
      book.pages.flatMap((page) =>
        page.elements.flatMap((element) => {
          if (element.type === 'image') return [safeImageSrc(elementFields('image', element).src)];
          if (element.type === 'audio') return [safeMediaSrc(elementFields('audio', element).src)];
          if (element.type === 'video') {
            const { src } = elementFields('video', element);
            return embedInfo(src) ? [] : [safeMediaSrc(src)];
          }
          return [];
        }).concat(page.narration ? [safeMediaSrc(page.narration.src)] : []),
      ).filter((url): url is string => Boolean(url)),
    readAsStored,
    read: async (url) => {
      const file = await readAsStored(url);
      if (!file) return null;
      const { name, type, bytes } = file;
      if (KEPT.has(type)) return file;
      if (type === 'image/webp') {
        const png = await sharp(bytes).png({ compressionLevel: 9 }).toBuffer().catch(() => null);
        return png ? { name: name.replace(/\.webp$/, '.png'), type: 'image/png', bytes: png } : null;
      }
      if (type === 'audio/wav') {
        const mp3 = await wavToMp3(bytes);
        return mp3 ? { name: name.replace(/\.wav$/, '.mp3'), type: 'audio/mpeg', bytes: mp3 } : null;
      }
      return null;
    },
  };
}
