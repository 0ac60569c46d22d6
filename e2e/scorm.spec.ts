import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { unzipSync } from 'fflate';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

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

/** The LMS's and LRS's own addresses, answered before the package's files (cmi5's test). */
type Routes = (request: IncomingMessage, body: Buffer, url: URL) => Promise<{ status: number; body?: string } | null>;

function serve(dir: string, routes: Routes = () => Promise.resolve(null)): Promise<Server> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://x');
    const answer = await routes(request, Buffer.concat(chunks), url);
    if (answer) return void response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    const path = decodeURIComponent(url.pathname);
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
async function exportPackage(page: Page, label: string, fileName: string, { look = false } = {}): Promise<Buffer> {
  await signInAs(page, 'author');
  await page.goto('/admin/ebooks?search=Grammar');
  await page.getByRole('row').filter({ hasText: 'Grammar Garden' }).getByRole('button', { name: 'Export Grammar Garden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Grammar Garden' });
  await expect(dialog.getByRole('heading', { name: label })).toBeVisible();
  await dialog.getByRole('button', { name: `Export as ${label}` }).click();
  const download = dialog.getByRole('button', { name: `Download ${fileName}` });
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  if (look) {
    // The dialog's LMS formats, in English and, right to left, in Arabic.
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/scorm-dialog-en.png', fullPage: true });
    await page.keyboard.press('Escape');
    await page.getByLabel('Language').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('row').filter({ hasText: 'Grammar Garden' }).getByRole('button', { name: 'تصدير Grammar Garden' }).click();
    const arabic = page.getByRole('dialog');
    await expect(arabic.getByRole('heading', { name: 'SCORM 2004' })).toBeVisible();
    await expect(arabic.getByText(/^لنظام إدارة تعلّم يقبل SCORM 1\.2/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/scorm-dialog-ar.png', fullPage: true });
  }
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
    const dir = unzipInto(await exportPackage(page, label, `grammar-garden-${version}.zip`, { look: version === 'scorm12' }));
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

/**
 * cmi5 against a real LRS: Learning Locker's xapi-statements (statements, checked as it stores them). It serves no
 * State API, which cmi5 needs: the test's server keeps the state documents (the LMS's LMS.LaunchData, the reader's
 * own) and, as the LMS, answers the fetch URL and sends *launched*; statements go through to xapi-statements.
 */
async function startLrs(): Promise<{ origin: string; stop: () => void }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  // Everything in memory (its test auth accepts any Basic credentials, its test events need no Redis), run in a
  // folder of its own: it reads a .env and writes its access logs where it runs.
  const lrs = spawn(process.execPath, [join(process.cwd(), 'node_modules/xapi-statements/dist/server.js')], {
    cwd: mkdtempSync(join(tmpdir(), 'folio-lrs-')),
    env: { ...process.env, EXPRESS_PORT: String(port), AUTH_REPO: 'test', EVENTS_REPO: 'test', MODELS_REPO: 'memory', STORAGE_REPO: 'memory', WINSTON_CONSOLE_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${origin}/xAPI/about`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  return { origin, stop: () => void lrs.kill() };
}

test('a cmi5 course reports to a real LRS: initialized, progressed, answered, completed, passed, terminated, and resumes from its state', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const dir = unzipInto(await exportPackage(page, 'cmi5', 'grammar-garden-cmi5.zip'));
  const course = readFileSync(join(dir, 'cmi5.xml'), 'utf8');
  const launchPath = /<url>([^<]+)<\/url>/.exec(course)![1]!;
  const activityId = /<au id="([^"]+)"/.exec(course)![1]!;
  const lrs = await startLrs();
  const XAPI = { 'X-Experience-API-Version': '1.0.3', Authorization: `Basic ${Buffer.from('lms:secret').toString('base64')}` };
  const registration = 'c2f1b0a4-6d1e-4a8b-9c3d-2e5f7a9b1c0d';
  const actor = { objectType: 'Agent', account: { homePage: 'https://lms.example', name: 'learner-1' } };
  const contextTemplate = { contextActivities: { grouping: [{ id: 'urn:folio:book:course' }] }, extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': 'session-1' } };
  const states = new Map<string, string>([['LMS.LaunchData', JSON.stringify({ contextTemplate, launchMode: 'Normal', moveOn: 'CompletedOrPassed', masteryScore: 0.8 })]]);
  const fetched = new Set<string>();
  const server = await serve(dir, async (request, body, url) => {
    if (url.pathname.startsWith('/fetch/') && request.method === 'POST') {
      // A fetch URL gives its token once.
      if (fetched.has(url.pathname)) return { status: 400, body: JSON.stringify({ 'error-code': '1', 'error-text': 'already used' }) };
      fetched.add(url.pathname);
      return { status: 200, body: JSON.stringify({ 'auth-token': Buffer.from('learner:token').toString('base64') }) };
    }
    if (url.pathname === '/xapi/activities/state') {
      expect(request.headers.authorization).toBe(`Basic ${Buffer.from('learner:token').toString('base64')}`);
      expect([url.searchParams.get('activityId'), url.searchParams.get('registration'), JSON.parse(url.searchParams.get('agent')!)]).toEqual([activityId, registration, actor]);
      const id = url.searchParams.get('stateId')!;
      if (request.method === 'PUT') {
        states.set(id, body.toString());
        return { status: 204 };
      }
      return states.has(id) ? { status: 200, body: states.get(id) } : { status: 404 };
    }
    if (url.pathname === '/xapi/statements') {
      const answer = await fetch(`${lrs.origin}/xAPI/statements${url.search}`, { method: request.method, headers: { ...XAPI, 'content-type': 'application/json' }, ...(request.method === 'POST' && { body }) });
      return { status: answer.status, body: await answer.text() };
    }
    return null;
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const statements = async () => {
    const all = (await (await fetch(`${lrs.origin}/xAPI/statements?registration=${registration}&ascending=true&limit=100`, { headers: XAPI })).json()) as { statements: { verb: { id: string }; result?: { success?: boolean; score?: { scaled?: number } }; context: { registration: string; contextActivities?: { category?: { id: string }[] } } }[] };
    return all.statements;
  };
  const verbs = async () => (await statements()).map((s) => s.verb.id.split('/').pop());
  /** The LMS launches the AU (after its own launched statement) in a fresh browser, with a new fetch URL. */
  async function launchAu(session: number) {
    const launched = { actor, verb: { id: 'http://adlnet.gov/expapi/verbs/launched', display: { 'en-US': 'launched' } }, object: { id: activityId }, context: { ...contextTemplate, registration, contextActivities: { ...contextTemplate.contextActivities, category: [{ id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' }] } } };
    expect((await fetch(`${lrs.origin}/xAPI/statements`, { method: 'POST', headers: { ...XAPI, 'content-type': 'application/json' }, body: JSON.stringify(launched) })).status).toBe(200);
    const query = new URLSearchParams({ endpoint: `${origin}/xapi/`, fetch: `${origin}/fetch/${session}`, registration, activityId, actor: JSON.stringify(actor) });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const au = await context.newPage();
    const errors: string[] = [];
    au.on('pageerror', (error) => void errors.push(error.message));
    await au.goto(`${origin}/${launchPath}?${query}`);
    await expect(au.getByTestId('page-indicator')).toBeVisible({ timeout: 30_000 });
    return { context, au, errors };
  }
  try {
    const first = await launchAu(1);
    const next = first.au.getByTestId('next-page');
    while (await next.isEnabled()) await next.click();
    await expect(first.au.getByTestId('page-indicator')).toHaveText(/^Pages 3–4 of 4$/);
    await first.au.getByLabel('jumped').check();
    await first.au.getByRole('button', { name: 'Check' }).click();
    await expect(first.au.getByRole('status').filter({ hasText: 'Yes! “Jumped” tells us what the frog did.' })).toBeVisible();
    await expect.poll(verbs, { timeout: 10_000 }).toContain('answered');
    // The learner goes back to the LMS: the reader terminates as its page goes.
    await first.au.goto(`${origin}/lms.html`);
    await expect.poll(verbs, { timeout: 10_000 }).toContain('terminated');
    const stored = await statements();
    const said = stored.map((s) => s.verb.id.split('/').pop());
    expect(said[0]).toBe('launched');
    expect(said[1]).toBe('initialized');
    expect(said.at(-1)).toBe('terminated');
    expect(said.filter((v) => v === 'completed' || v === 'passed')).toEqual(['completed', 'passed']);
    expect(said).toContain('progressed');
    expect(stored.find((s) => s.verb.id.endsWith('/passed'))!.result).toMatchObject({ success: true, score: { scaled: 1 } });
    expect(stored.filter((s) => !s.verb.id.endsWith('/progressed') && !s.verb.id.endsWith('/answered')).every((s) => s.context.contextActivities?.category?.some((c) => c.id === 'https://w3id.org/xapi/cmi5/context/categories/cmi5'))).toBe(true);
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Relaunched in another browser (a new fetch URL, the same registration): the page and the answer are back,
    // and completed and passed, once per registration, are not said again.
    const second = await launchAu(2);
    await expect(second.au.getByTestId('page-indicator')).toHaveText(/^Pages 3–4 of 4$/);
    await expect(second.au.getByRole('status').filter({ hasText: 'Yes! “Jumped” tells us what the frog did.' })).toBeVisible();
    await second.au.screenshot({ path: 'test-results/cmi5-resumed.png' });
    await second.au.goto(`${origin}/lms.html`);
    await expect.poll(async () => (await verbs()).filter((v) => v === 'terminated').length, { timeout: 10_000 }).toBe(2);
    expect((await verbs()).filter((v) => v === 'completed' || v === 'passed')).toEqual(['completed', 'passed']);
    expect(second.errors).toEqual([]);
    await second.context.close();
  } finally {
    server.close();
    lrs.stop();
  }
});
