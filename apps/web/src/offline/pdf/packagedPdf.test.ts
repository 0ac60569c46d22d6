import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_PACKAGE } from '@folio/shared';
import { packagedPdfFile } from './packagedPdf';

const scope = window as unknown as Record<string, unknown>;
/** What pdf.js is given to open the package's PDF with: its bytes, and the factory it asks for its own files. */
type Opened = { data: Uint8Array; BinaryDataFactory: new () => { fetch: (asked: { kind: string; filename: string }) => Promise<Uint8Array> } };

describe("the offline flipbook's PDF, read from the package", () => {
  afterEach(() => {
    delete scope[OFFLINE_PACKAGE.pdfGlobal];
    delete scope[OFFLINE_PACKAGE.pdfAssetsGlobal];
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('is none when the page holds no PDF', () => {
    expect(packagedPdfFile()).toBeNull();
  });

  it('opens from its bytes, new ones each time (pdf.js takes over those it is given)', () => {
    scope[OFFLINE_PACKAGE.pdfGlobal] = btoa('%PDF-1.7 \u00ff');
    const pdf = packagedPdfFile()!;
    const first = pdf.open() as unknown as Opened;
    expect([...first.data]).toEqual([...'%PDF-1.7 \u00ff'].map((c) => c.charCodeAt(0)));
    expect((pdf.open() as unknown as Opened).data).not.toBe(first.data);
    expect(pdf.open()).toMatchObject({ useWorkerFetch: false, cMapPacked: true });
  });

  it("gives pdf.js its CMaps, fonts and decoders from the package's scripts, and refuses a name that leaves their folder", async () => {
    scope[OFFLINE_PACKAGE.pdfGlobal] = btoa('%PDF');
    const files = new ((packagedPdfFile()!.open() as unknown as Opened).BinaryDataFactory)();
    // A CMap the package's script has set (as loading pdfjs/cmaps/UniJIS-UCS2-H.bcmap.js does).
    scope[OFFLINE_PACKAGE.pdfAssetsGlobal] = { 'cmaps/UniJIS-UCS2-H.bcmap': btoa('\u0001\u0002') };
    expect([...(await files.fetch({ kind: 'cMapUrl', filename: 'UniJIS-UCS2-H.bcmap' }))]).toEqual([1, 2]);
    // One not loaded yet is asked of its script, in the package's folder for it.
    const asked = files.fetch({ kind: 'standardFontDataUrl', filename: 'FoxitSerif.pfb' });
    const script = document.head.querySelector('script')!;
    expect(script.getAttribute('src')).toBe(`${OFFLINE_PACKAGE.pdfAssets}/standard_fonts/FoxitSerif.pfb.js`);
    (scope[OFFLINE_PACKAGE.pdfAssetsGlobal] as Record<string, string>)['standard_fonts/FoxitSerif.pfb'] = btoa('font');
    script.dispatchEvent(new Event('load'));
    expect([...(await asked)]).toEqual([...'font'].map((c) => c.charCodeAt(0)));
    // One the package lacks fails, as a file pdf.js cannot fetch does.
    const missing = files.fetch({ kind: 'wasmUrl', filename: 'none.wasm' });
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(missing).rejects.toThrow('not in the package');
    for (const filename of ['../../secret', '.hidden', 'a/b.bcmap']) await expect(files.fetch({ kind: 'cMapUrl', filename })).rejects.toThrow(/pdf\.js asked for/);
    await expect(files.fetch({ kind: 'iccUrl', filename: 'x.icc' })).rejects.toThrow(/pdf\.js asked for/);
  });
});
