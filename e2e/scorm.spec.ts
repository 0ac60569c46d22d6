import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { unzipSync } from 'fflate';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './support';

/**
 * The SCORM packages (decision 027) in a real SCORM runtime: scorm-again, which LMSs use, hosted by a page that
 * opens the package's SCO in a frame as an LMS does. Both are served by one small static server (a file:// frame
 * may not reach its parent). The learner reads to the last page and answers the question, the LMS closes the
 * frame, and the test reads what the runtime recorded; a relaunch with that record opens where the learner left.
 */

const SCORM_AGAIN = join(process.cwd(), 'node_modules/scorm-again/dist/scorm-again.js');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.woff2': 'font/woff2', '.xml': 'application/xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.svg': 'image/svg+xml' };

/** The LMS's page: the runtime as window.API (1.2) or window.API_1484_11 (2004), given what it kept, and the SCO in a frame. */
const LMS_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS</title><script src="/scorm-again.js"></script></head>
<body><main><h1>Course</h1><div id="sco"></div></main><script>
window.launch = (version, kept, launchPath) => {
  const api = version === 'scorm12' ? new Scorm12API({ autocommit: false, logLevel: 5 }) : new Scorm2004API({ autocommit: false, logLevel: 5 });
  if (kept) api.loadFromJSON(kept);
  window[version === 'scorm12' ? 'API' : 'API_1484_11'] = api;
  const frame = document.createElement('iframe');
  frame.title = 'Lesson';
  frame.style.cssText = 'width:1200px;height:760px;border:0';
  frame.src = '/' + launchPath;
  document.getElementById('sco').append(frame);
};
window.closeSco = () => document.querySelector('iframe').remove();
window.recorded = () => (window.API || window.API_1484_11).renderCMIToJSONObject().cmi;
</script></body></html>`;

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/lms.html') return void response.writeHead(200, { 'content-type': 'text/html' }).end(LMS_PAGE);
    const file = path === '/scorm-again.js' ? SCORM_AGAIN : join(dir, normalize(path).replace(/^([/\\])+/, ''));
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function unzipInto(zip: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-scorm-'));
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  return dir;
}

/** The author exports Grammar Garden in the format from the export dialog; answers the zip. */
async function exportPackage(page: Page, label: string, fileName: string): Promise<Buffer> {
  await signInAs(page, 'author');
  await page.goto('/admin/ebooks?search=Grammar');
  await page.getByRole('row').filter({ hasText: 'Grammar Garden' }).getByRole('button', { name: 'Export Grammar Garden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Grammar Garden' });
  await expect(dialog.getByRole('heading', { name: label })).toBeVisible();
  await dialog.getByRole('button', { name: `Export as ${label}` }).click();
  const download = dialog.getByRole('button', { name: `Download ${fileName}` });
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  return readFileSync((await file.path())!);
}

/** A fresh browser (nothing kept in it) on the LMS's page, launching the SCO with what the LMS kept. */
async function launch(browser: Browser, origin: string, version: 'scorm12' | 'scorm2004', kept: unknown, launchPath: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const lms = await context.newPage();
  const errors: string[] = [];
  lms.on('pageerror', (error) => void errors.push(error.message));
  await lms.goto(`${origin}/lms.html`);
  await lms.evaluate(([v, k, p]) => (window as unknown as { launch: (...args: unknown[]) => void }).launch(v, k, p), [version, kept, launchPath] as const);
  const sco = lms.frameLocator('iframe[title="Lesson"]');
  await expect(sco.getByTestId('page-indicator')).toBeVisible({ timeout: 30_000 });
  return { context, lms, sco, errors };
}

type Cmi = Record<string, unknown> & { core?: Record<string, unknown> & { score: Record<string, string> }; score?: Record<string, string>; interactions: Record<string, Record<string, string>> };

for (const [version, label] of [['scorm12', 'SCORM 1.2'], ['scorm2004', 'SCORM 2004']] as const) {
  test(`a ${label} package reports reading, completion, the score and the answer to scorm-again, and resumes where the learner left off`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const dir = unzipInto(await exportPackage(page, label, `grammar-garden-${version}.zip`));
    const manifest = readFileSync(join(dir, 'imsmanifest.xml'), 'utf8');
    const launchPath = /adlcp:scorm[tT]ype="sco" href="([^"]+)"/.exec(manifest)![1]!;
    const server = await serve(dir);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = await launch(browser, origin, version, null, launchPath);
      const indicator = first.sco.getByTestId('page-indicator');
      await expect(indicator).toHaveText(/^Pages 1–2 of \d+$/);
      // Reads to the last page, answers its question and checks it.
      const next = first.sco.getByTestId('next-page');
      while (await next.isEnabled()) await next.click();
      await expect(indicator).toHaveText(/^Pages 3–4 of 4$/);
      await first.sco.getByLabel('jumped').check();
      await first.sco.getByRole('button', { name: 'Check' }).click();
      await expect(first.sco.getByRole('status').filter({ hasText: 'Yes! “Jumped” tells us what the frog did.' })).toBeVisible();
      await first.lms.screenshot({ path: `test-results/scorm-${version}-en.png` });
      // The LMS closes the lesson: the reader commits and finishes as its page goes.
      await first.lms.evaluate(() => (window as unknown as { closeSco: () => void }).closeSco());
      const cmi = (await first.lms.evaluate(() => (window as unknown as { recorded: () => unknown }).recorded())) as Cmi;
      const interactions = Object.values(cmi.interactions);
      expect(interactions).toHaveLength(1);
      expect(interactions[0]).toMatchObject({ id: expect.stringMatching(/^question-/), type: 'choice', result: 'correct' });
      expect(JSON.parse(String(cmi.suspend_data))).toMatchObject({ v: 1, p: 2, s: 'f', n: [expect.any(String)] });
      if (version === 'scorm12') {
        expect(cmi.core).toMatchObject({ lesson_location: '3', lesson_status: 'passed', exit: 'suspend', score: { raw: '100', min: '0', max: '100' } });
        expect(cmi.core!.session_time).not.toBe('00:00:00');
        expect(interactions[0]!.student_response).toMatch(/\S/);
      } else {
        expect(cmi).toMatchObject({ location: '3', completion_status: 'completed', success_status: 'passed', progress_measure: '1', exit: 'suspend', score: { scaled: '1', raw: '1', min: '0', max: '1' } });
        expect(cmi.session_time).toMatch(/^PT/);
        expect(interactions[0]!.learner_response).toMatch(/\S/);
      }
      expect(first.errors).toEqual([]);
      await first.context.close();

      // Relaunched in another browser with what the LMS kept: the same pages, and the answer back.
      const kept = version === 'scorm12' ? { suspend_data: cmi.suspend_data, core: { lesson_location: cmi.core!.lesson_location, lesson_status: 'passed', entry: 'resume' } } : { suspend_data: cmi.suspend_data, location: cmi.location, entry: 'resume', completion_status: 'completed' };
      const second = await launch(browser, origin, version, kept, launchPath);
      await expect(second.sco.getByTestId('page-indicator')).toHaveText(/^Pages 3–4 of 4$/);
      await expect(second.sco.getByRole('status').filter({ hasText: 'Yes! “Jumped” tells us what the frog did.' })).toBeVisible();
      await second.lms.screenshot({ path: `test-results/scorm-${version}-resumed.png` });
      expect(second.errors).toEqual([]);
      await second.context.close();
    } finally {
      server.close();
    }
  });
}
