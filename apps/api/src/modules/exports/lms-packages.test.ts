import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_PACKAGE, type BookExport, type LmsFormat, type OfflineBook } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookApi } from '../ebooks/fixtures/books.ts';
import { cmi5AuId } from './cmi5.ts';

const FIXTURE_SCRIPTS = fileURLToPath(new URL('./fixtures/export-scripts', import.meta.url));
/**
 * ADL's own schemas of SCORM 1.2 and SCORM 2004 4th edition (as every SCORM package carries them), and a driver
 * each that imports the namespaces a manifest uses: the packages' manifests are validated against them by xmllint.
 */
const XSD = fileURLToPath(new URL('./fixtures/lms-xsd/', import.meta.url));
const DRIVERS: Record<'scorm12' | 'scorm2004', [string, string][]> = {
  scorm12: [
    ['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'scorm12edition/imscp_rootv1p1p2.xsd'],
    ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'scorm12edition/adlcp_rootv1p2.xsd'],
  ],
  scorm2004: [
    ['http://www.imsglobal.org/xsd/imscp_v1p1', 'scorm20044thedition/imscp_v1p1.xsd'],
    ['http://www.adlnet.org/xsd/adlcp_v1p3', 'scorm20044thedition/adlcp_v1p3.xsd'],
    ['http://www.adlnet.org/xsd/adlseq_v1p3', 'scorm20044thedition/adlseq_v1p3.xsd'],
    ['http://www.adlnet.org/xsd/adlnav_v1p3', 'scorm20044thedition/adlnav_v1p3.xsd'],
    ['http://www.imsglobal.org/xsd/imsss', 'scorm20044thedition/imsss_v1p0.xsd'],
  ],
};

describe('the LMS packages (SCORM 1.2, SCORM 2004, cmi5)', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  const dir = mkdtempSync(join(tmpdir(), 'folio-lms-'));

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, exportScriptsDir: FIXTURE_SCRIPTS });
    api = ebookApi(t);
    author = await t.login('author@folio.test');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A book of two pages, the second with a question, exported in the format and unzipped. */
  async function lmsPackage(format: LmsFormat) {
    const book = await api.make(author, { title: 'Rivers & <seas>' });
    const { version } = (await api.pages(author, book.id)).json();
    const quiz = { id: 'q1', type: 'quiz', position: { x: 10, y: 10 }, size: { width: 300, height: 200 }, style: {}, kind: 'choice', question: 'Wet?', options: [{ id: 'a', text: 'Yes', correct: true }, { id: 'b', text: 'No', correct: false }], multiple: false, feedback: { correct: '', incorrect: '' }, points: 2 };
    const pages = [{ id: 'p1', name: 'One', elements: [] }, { id: 'p2', name: 'Two', elements: [quiz] }];
    expect((await api.savePages(author, book.id, { version, pages, order: ['p1', 'p2'] })).statusCode).toBe(200);
    const started = await api.call('POST', `/${book.id}/exports`, author, { format });
    expect(started.statusCode, started.body).toBe(202);
    let done: BookExport | undefined;
    await expect
      .poll(async () => {
        done = ((await api.call('GET', `/${book.id}/exports`, author)).json().data as BookExport[]).find((e) => e.format === format);
        return done?.status;
      }, { timeout: 30_000, interval: 200 })
      .toMatch(/^(done|failed)$/);
    expect(done, done?.error ?? '').toMatchObject({ status: 'done', file_name: `${book.slug}-${format}.zip` });
    const files = unzipSync((await api.call('GET', `/${book.id}/exports/${done!.id}/file`, author)).rawPayload);
    const folder = Object.keys(files)[0]!.split('/')[0]!;
    const script = strFromU8(files[`${folder}/${OFFLINE_PACKAGE.book}`]!);
    const packed = JSON.parse(script.slice(script.indexOf('=') + 1).trim().replace(/;$/, '')) as OfflineBook;
    return { book, files, folder, packed, text: (name: string) => strFromU8(files[name]!) };
  }

  /** xmllint's verdict on a manifest against the standard's schemas ('' when it validates). */
  function validate(format: 'scorm12' | 'scorm2004', manifest: string): string {
    const driver = join(dir, `${format}.xsd`);
    writeFileSync(driver, `<?xml version="1.0"?>\n<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n${DRIVERS[format].map(([ns, file]) => `  <xsd:import namespace="${ns}" schemaLocation="${XSD}${file}"/>`).join('\n')}\n</xsd:schema>\n`);
    const file = join(dir, `${format}-imsmanifest.xml`);
    writeFileSync(file, manifest);
    try {
      execFileSync('xmllint', ['--noout', '--nonet', '--schema', driver, file], { stdio: 'pipe' });
      return '';
    } catch (error) {
      return String((error as { stderr?: Buffer }).stderr ?? error);
    }
  }

  it.each(['scorm12', 'scorm2004'] as const)('should pack a %s package: the reader that reports to the LMS, and a manifest the standard’s schemas validate', async (format) => {
    const { files, folder, packed, text } = await lmsPackage(format);
    expect(packed.lms).toBe(format);
    for (const name of ['index.html', OFFLINE_PACKAGE.script, OFFLINE_PACKAGE.style, OFFLINE_PACKAGE.book]) expect(files[`${folder}/${name}`], name).toBeDefined();
    const manifest = text('imsmanifest.xml');
    expect(validate(format, manifest)).toBe('');
    expect(manifest).toContain(`href="${folder}/index.html"`);
    expect(manifest).toContain('<title>Rivers &amp; &lt;seas&gt;</title>');
    // Every file of the package is listed in its one resource, and nothing else.
    const listed = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(files).filter((name) => name !== 'imsmanifest.xml').sort());
    if (format === 'scorm12') {
      expect(manifest).toContain('adlcp:scormtype="sco"');
      expect(manifest).toContain('<adlcp:masteryscore>80</adlcp:masteryscore>');
    } else {
      expect(manifest).toContain('adlcp:scormType="sco"');
      expect(manifest).toContain('<schemaversion>2004 4th Edition</schemaversion>');
      expect(manifest).toContain('<imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>');
    }
  });

  it('should offer the three formats in the OpenAPI document, and refuse another with a 422', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = JSON.stringify(doc.paths['/api/admin/ebooks/{id}/exports'].post.requestBody);
    for (const format of ['scorm12', 'scorm2004', 'cmi5']) expect(body).toContain(`"${format}"`);
    const book = await api.make(author);
    expect((await api.call('POST', `/${book.id}/exports`, author, { format: 'scorm3' })).statusCode).toBe(422);
  });

  it('should refuse a manifest the schemas do not allow (the validation can fail)', () => {
    expect(validate('scorm12', '<manifest xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" identifier="x"><resources/></manifest>')).toMatch(/organizations/);
  });

  it('should pack a cmi5 course: cmi5.xml at the root with one AU that launches the reader', async () => {
    const { book, files, folder, packed, text } = await lmsPackage('cmi5');
    expect(packed.lms).toBe('cmi5');
    expect(files[`${folder}/index.html`]).toBeDefined();
    expect(files['imsmanifest.xml']).toBeUndefined();
    const course = text('cmi5.xml');
    // No schema of cmi5's course structure is published where these tests can reach it: its structure is checked here.
    expect(course).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<courseStructure xmlns="https:\/\/w3id.org\/xapi\/profiles\/cmi5\/v1\/CourseStructure.xsd">/);
    expect(course.match(/<au /g)).toHaveLength(1);
    expect(course).toContain(`<au id="${cmi5AuId(book.id)}" moveOn="CompletedOrPassed" masteryScore="0.8" launchMethod="AnyWindow">`);
    expect(course).toContain(`<url>${folder}/index.html</url>`);
    expect(course).toMatch(/<course id="urn:folio:book:[^"]+">\s*<title><langstring lang="en">Rivers &amp; &lt;seas&gt;<\/langstring><\/title>\s*<description>/);
    expect(execFileSync('xmllint', ['--noout', '-'], { input: course }).toString()).toBe('');
  });
});
