import { OFFLINE_PACKAGE } from '@folio/shared';
import type { PackagedPdf } from '../../features/reader/pdf/packagedPdf';

type Assets = Record<string, string | undefined>;
const scope = window as unknown as Record<string, unknown>;

/** Bytes from base64, as the package's scripts hold them. */
function bytesOf(base64: string): Uint8Array {
  const fromBase64 = (Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array }).fromBase64;
  if (fromBase64) return fromBase64(base64);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** pdf.js's file names: a CMap's (named by the PDF), a font's or a decoder's; nothing that leaves their folder. */
const ASSET_NAME = /^[\w.+-]+$/;
const ASSET_FOLDERS = { cMapUrl: 'cmaps', standardFontDataUrl: 'standard_fonts', wasmUrl: 'wasm' } as const;

/** One of pdf.js's files from the package, loaded once as the script that holds it (file:// may load a script, not fetch). */
function loadAsset(path: string): Promise<string> {
  const assets = (scope[OFFLINE_PACKAGE.pdfAssetsGlobal] ??= {}) as Assets;
  const held = assets[path];
  if (held !== undefined) return Promise.resolve(held);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${OFFLINE_PACKAGE.pdfAssets}/${path}.js`;
    script.onload = () => {
      script.remove();
      const loaded = assets[path];
      if (loaded === undefined) reject(new Error(`${path} is not in the package`));
      else resolve(loaded);
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${path} is not in the package`));
    };
    document.head.append(script);
  });
}

/**
 * What pdf.js asks for the CMaps, standard fonts and decoders a PDF needs (its BinaryDataFactory): read from the
 * package's scripts, each when first asked for, rather than fetched.
 */
class PackagedFiles {
  async fetch({ kind, filename }: { kind: keyof typeof ASSET_FOLDERS; filename: string }): Promise<Uint8Array> {
    const folder = ASSET_FOLDERS[kind];
    if (!folder || !ASSET_NAME.test(filename) || filename.startsWith('.')) throw new Error(`pdf.js asked for ${kind} ${filename}`);
    return bytesOf(await loadAsset(`${folder}/${filename}`));
  }
}

/**
 * The package's PDF (book-pdf.js set it, in base64), as pdf.js opens it there: from its bytes, decoded anew at
 * each opening (pdf.js takes the bytes it is given over), its CMaps, fonts and decoders from the package. Null
 * when the page holds none.
 */
export function packagedPdfFile(): PackagedPdf | null {
  const base64 = scope[OFFLINE_PACKAGE.pdfGlobal];
  if (typeof base64 !== 'string' || !base64) return null;
  // Non-empty addresses, for pdf.js to ask its factory for these files at all; the factory reads them from the package.
  const folders = { cMapUrl: 'cmaps/', standardFontDataUrl: 'standard_fonts/', wasmUrl: 'wasm/' };
  return { open: () => ({ data: bytesOf(base64), ...folders, cMapPacked: true, useWorkerFetch: false, BinaryDataFactory: PackagedFiles }) };
}
