import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { JSONWebKeySet } from 'jose';
import { startPlatform, type Platform } from '../apps/api/src/modules/lti/fixtures/platform';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const ROLE = { learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner', instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor' };
const SHOTS = process.env.E2E_SHOTS ?? '/tmp';

const el = (id: string, y: number, height: number, fields: Record<string, unknown>) => ({
  id, type: 'quiz', position: { x: 40, y }, size: { width: 640, height }, style: {}, options: [], multiple: false, feedback: { correct: 'Well done!', incorrect: 'Not quite.' }, points: 2, ...fields,
});

/** A free published book of the admin's with a question marked by itself and a short answer its teacher marks. */
async function courseBook(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const book = (await (await request.post('/api/admin/ebooks', { headers, data: { title: 'Seasons for Class 4', status: 'published', price: 0 } })).json()).data;
  const pages = [{ id: 'p1', name: 'p1', layout: { gutter: 50, columns: 2 }, style: {}, elements: [
    el('blanks', 40, 220, { kind: 'blanks', question: 'Fill in the blanks.', sentence: 'The sun rises in the [east] and sets in the [west].' }),
    el('essay', 300, 280, { kind: 'short', marking: 'teacher', question: 'Why do leaves fall?', points: 5 }),
  ] }];
  expect((await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers, data: { version: book.version, pages, order: ['p1'] } })).status()).toBe(200);
  return book as { id: string; title: string };
}

/** A message of the LMS (claims but iss, aud, nonce, times) from the course bio-101, as `sub` in `role`. */
const fromCourse = (lms: Platform, baseURL: string, sub: string, name: string, role: 'learner' | 'instructor', more: Record<string, unknown> = {}) => ({
  sub,
  name,
  [`${LTI}/message_type`]: 'LtiResourceLinkRequest',
  [`${LTI}/version`]: '1.3.0',
  [`${LTI}/deployment_id`]: 'dep-1',
  [`${LTI}/target_link_uri`]: `${baseURL}/api/lti/launch`,
  [`${LTI}/roles`]: [ROLE[role]],
  [`${LTI}/context`]: { id: 'bio-101', title: 'Biology 101' },
  'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': { context_memberships_url: lms.membershipsUrl('bio-101'), service_versions: ['2.0'] },
  ...more,
});

/** A browser of its own (nobody signed in), in `locale`. */
async function browserOf(browser: Browser, baseURL: string, locale = 'en-US') {
  const context = await browser.newContext({ baseURL, locale });
  return { context, tab: await context.newPage() };
}

/** The LMS page of the course with Folio in its frame, launched for the message `hint`: the frame. */
async function framedLaunch(tab: Page, lms: Platform, hint: string) {
  await tab.goto(`${lms.base}/course-page/${hint}`);
  return tab.frameLocator('iframe[title="Folio"]');
}

test('an LMS links a book by deep linking in its frame, launches learners who answer (scores to its gradebook), and its instructor marks their answers in the course Results', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(240_000);
  const lms = await startPlatform(async () => (await (await request.get('/api/lti/jwks')).json()) as JSONWebKeySet, 'e2e-tool', { loginUrl: `${baseURL}/api/lti/login`, launchUrl: `${baseURL}/api/lti/launch` });
  try {
    const book = await courseBook(request);
    // The admin registers the LMS from the dashboard's LMS connections page.
    await signInAs(page, 'admin');
    await page.goto('/admin/lti');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    const fields: [string, string][] = [['Name', 'Moodle e2e'], ['Issuer (platform ID)', lms.registration.issuer], ['Client ID', 'e2e-tool'], ['Deployment IDs', 'dep-1'], ['Authentication request URL', lms.registration.auth_login_url], ['Access token URL', lms.registration.token_url], ['Key set URL', lms.registration.jwks_url]];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Register LMS' }).click();
    await expect(page.getByRole('cell', { name: 'Moodle e2e' })).toBeVisible();

    // Deep linking, in the LMS's frame: the teacher picks the book, and the signed answer reaches the LMS.
    const teacher = await browserOf(browser, baseURL!);
    const linking = lms.prepare({ ...fromCourse(lms, baseURL!, 'teach-1', 'Maryam Rahman', 'instructor'), [`${LTI}/message_type`]: 'LtiDeepLinkingRequest', 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': { accept_presentation_document_targets: ['iframe', 'window'] } });
    const frame = await framedLaunch(teacher.tab, lms, linking);
    await expect(frame.getByRole('heading', { level: 1, name: 'Choose a book for your course' })).toBeVisible({ timeout: 30_000 });
    await frame.getByRole('searchbox', { name: 'Search the free books' }).fill(book.title);
    const card = frame.getByRole('listitem').filter({ has: frame.getByRole('heading', { name: book.title }) });
    await teacher.tab.screenshot({ path: `${SHOTS}/lti-pick-framed-en.png` });
    await expectAccessible(teacher.tab);
    await card.getByRole('button', { name: 'Link this book' }).click();
    await expect(frame.getByRole('heading', { name: 'Added to the course' })).toBeVisible({ timeout: 20_000 });
    await expect(frame.getByText(book.title)).toBeVisible();
    expect(lms.refusals).toEqual([]);
    expect(lms.deepLinks).toHaveLength(1);
    const [item] = lms.deepLinks[0]!.payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Record<string, unknown>[];
    expect(item).toMatchObject({ type: 'ltiResourceLink', custom: { ebook_id: book.id }, iframe: { width: 1024, height: 768 } });
    await teacher.context.close();

    // The course's roster, as the LMS lists it (two a page); a reader of another course reads the same book.
    lms.roster('bio-101', [
      { user_id: 'teach-1', name: 'Maryam Rahman', roles: [ROLE.instructor] },
      { user_id: 'pupil-1', name: 'Lina Haddad', roles: [ROLE.learner] },
      { user_id: 'pupil-2', name: 'Kenji Sato', roles: [ROLE.learner] },
    ]);
    const link = { [`${LTI}/resource_link`]: { id: 'rl-1' }, [`${LTI}/custom`]: { ebook_id: book.id }, 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': { scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'], lineitem: lms.lineItem } };

    // The learner launches from the course (a window of its own) and answers: each answer's score reaches the gradebook.
    const learner = await browserOf(browser, baseURL!);
    await learner.tab.goto(`${lms.base}/start/${lms.prepare(fromCourse(lms, baseURL!, 'pupil-1', 'Lina Haddad', 'learner', link))}`);
    await expect(learner.tab).toHaveURL(new RegExp(`/flipbooks/${book.id}`), { timeout: 30_000 });
    const question = (name: RegExp) => learner.tab.locator('form').filter({ has: learner.tab.getByRole('group', { name }) });
    const blanks = question(/Fill in the blanks/);
    await blanks.getByRole('textbox', { name: 'Blank 1' }).fill('east');
    await blanks.getByRole('textbox', { name: 'Blank 2' }).fill('west');
    await blanks.getByRole('button', { name: 'Check' }).press('Enter');
    const scores = () => lms.scores.filter((s) => s.body.userId === 'pupil-1').map((s) => s.body);
    await expect.poll(() => scores().length, { timeout: 30_000 }).toBe(1);
    expect(scores()[0]).toMatchObject({ scoreGiven: 2, scoreMaximum: 7, activityProgress: 'InProgress', gradingProgress: 'FullyGraded' });
    await question(/Why do leaves fall/).getByRole('textbox', { name: 'Your answer' }).fill('To rest through the cold winter.');
    await learner.tab.getByRole('button', { name: 'Send' }).press('Enter');
    await expect(learner.tab.getByText('Your answer is saved. Your teacher will mark it.')).toBeVisible();
    await expect.poll(() => scores().length, { timeout: 30_000 }).toBe(2);
    expect(scores()[1]).toMatchObject({ scoreGiven: 2, activityProgress: 'Completed', gradingProgress: 'PendingManual' });
    await expectAccessible(learner.tab);
    await learner.context.close();

    // A reader of the same book from another course answers too: not this course's.
    const outsider = await browserOf(browser, baseURL!);
    await outsider.tab.goto(`${lms.base}/start/${lms.prepare(fromCourse(lms, baseURL!, 'stranger-9', 'Omar Stranger', 'learner', { ...link, [`${LTI}/context`]: { id: 'chem-202' } }))}`);
    await expect(outsider.tab).toHaveURL(new RegExp(`/flipbooks/${book.id}`), { timeout: 30_000 });
    await outsider.tab.locator('form').filter({ has: outsider.tab.getByRole('group', { name: /Why do leaves fall/ }) }).getByRole('textbox', { name: 'Your answer' }).fill('Wind.');
    await outsider.tab.getByRole('button', { name: 'Send' }).press('Enter');
    await expect(outsider.tab.getByText('Your answer is saved. Your teacher will mark it.')).toBeVisible();
    await outsider.context.close();

    // The instructor launches in the course page's frame: the roster is imported, and the course's Results open.
    const instructor = await browserOf(browser, baseURL!);
    const results = await framedLaunch(instructor.tab, lms, lms.prepare(fromCourse(lms, baseURL!, 'teach-1', 'Maryam Rahman', 'instructor', link)));
    await expect(results.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible({ timeout: 30_000 });
    await expect(results.getByRole('row', { name: /^Lina Haddad/ })).toBeVisible();
    await expect(results.getByText('Omar Stranger')).toHaveCount(0);
    expect(lms.rosterReads.length).toBe(2);
    await instructor.tab.screenshot({ path: `${SHOTS}/lti-course-results-en.png`, fullPage: true });
    await expectAccessible(instructor.tab);
    await results.getByLabel('Mark, from 0 to 5').fill('4');
    await results.getByRole('button', { name: 'Save mark' }).click();
    await expect(results.getByText('Marked by hand')).toBeVisible();
    await expect.poll(() => scores().length, { timeout: 30_000 }).toBe(3);
    expect(scores()[2]).toMatchObject({ scoreGiven: 6, scoreMaximum: 7, activityProgress: 'Completed', gradingProgress: 'FullyGraded' });
    await instructor.context.close();

    // The same screen in Arabic, right to left.
    const arabic = await browserOf(browser, baseURL!, 'ar');
    const rtl = await framedLaunch(arabic.tab, lms, lms.prepare(fromCourse(lms, baseURL!, 'teach-1', 'Maryam Rahman', 'instructor', link)));
    await expect(rtl.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
    await expect(rtl.getByRole('row', { name: /^Lina Haddad/ })).toBeVisible();
    await arabic.tab.screenshot({ path: `${SHOTS}/lti-course-results-ar.png`, fullPage: true });
    await arabic.context.close();
    expect(lms.refusals).toEqual([]);
  } finally {
    await lms.close();
  }
});
