import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

const CLASS_URL = /\/classes\/([0-9a-f-]{36})(\?tab=pupils)?$/;

/** Opens a tab of the class by its name, and waits until it is the chosen one. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a teacher creates a class, adds pupils by pasting, gives the class a book and follows it tab by tab, in English and in Arabic', async ({ page }) => {
  // Many screens, each with an axe audit, on a busy 2-core machine: three times the usual limit.
  test.slow();
  await signInAs(page, 'user');

  // The menu leads to the classes (the demo's own class among them).
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Class name').fill('Owls');
  await dialog.getByLabel('Grade or age band (optional)').fill('Grade 3');
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByText('Class created.')).toBeVisible();
  await expect(page).toHaveURL(CLASS_URL);
  const classId = CLASS_URL.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Owls', level: 1 })).toBeVisible();

  // Pupils: a pasted list is checked line by line before it is sent.
  const names = page.getByLabel('Names, one a line');
  await names.fill('Ana\nBilal\n\nana');
  await page.getByRole('button', { name: 'Add 3 pupils' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Line 4' })).toContainText('Two pupils in the class would have this name');
  await names.fill('Ana\nBilal\nChen');
  await page.getByRole('button', { name: 'Add 3 pupils' }).click();
  // The cards page (the pupils' side) opens with the cards, shown this once.
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}/cards$`));
  await expect(page.getByRole('heading', { name: 'Chen', level: 2 })).toBeVisible();

  await page.goto(`/classes/${classId}`);
  const pupils = page.getByRole('table', { name: 'Pupils' });
  for (const name of ['Ana', 'Bilal', 'Chen']) await expect(pupils.getByRole('rowheader', { name })).toBeVisible();
  await expect(page.getByText('3 pupils', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A pupil's menu: a new picture password, after a confirmation, opens their one new card.
  await page.getByRole('button', { name: 'Actions for Bilal' }).click();
  await page.getByRole('menuitem', { name: 'New picture password' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'A new picture password for Bilal?' });
  await confirm.getByRole('button', { name: 'Make a new password' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}/cards$`));
  await page.goto(`/classes/${classId}`);

  // A pupil's data: made in the background, followed in a dialog, then downloaded (and written in the class's audit).
  await page.getByRole('button', { name: 'Actions for Ana' }).click();
  await page.getByRole('menuitem', { name: 'Download data' }).click();
  const exporting = page.getByRole('dialog', { name: 'Download Ana’s data' });
  await expect(exporting.getByText(/^Ready: /)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Download ZIP' }).click();
  expect((await download).suggestedFilename()).toMatch(/^folio-Ana-\d{4}-\d{2}-\d{2}\.zip$/);
  await page.keyboard.press('Escape');
  await expect(exporting).toBeHidden();

  // The tabs take the arrow keys.
  await page.getByRole('tab', { name: 'Pupils', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Library', exact: true })).toHaveAttribute('aria-selected', 'true');

  // Library: the teacher gives the class one of their own books, with a due date.
  await page.getByRole('button', { name: 'Give a book or template' }).click();
  const assign = page.getByRole('dialog', { name: 'Give the class a book or template' });
  await expect(assign.getByRole('button', { name: 'My books' })).toHaveAttribute('aria-pressed', 'true');
  const firstBook = assign.getByRole('radio').first();
  await assign.locator('li label').first().click();
  await expect(firstBook).toBeChecked();
  await assign.getByLabel('Due date (optional)').fill('2030-06-30');
  await expectAccessible(page);
  await assign.getByRole('button', { name: 'Give to class' }).click();
  await expect(page.getByText('Given to the class.')).toBeVisible();
  // Dismissed, and gone before the audit: a toast caught fading out reads as faint text to axe.
  await page.getByRole('button', { name: 'Close the notification' }).click();
  await expect(page.getByText('Given to the class.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Progress' }).click();
  const progress = page.getByRole('table', { name: 'Progress' });
  for (const name of ['Ana', 'Bilal', 'Chen']) await expect(progress.getByRole('rowheader', { name })).toBeVisible();
  await expectAccessible(page);

  await openTab(page, 'Pupils’ books');
  await expect(page.getByText('No pupil has started a book yet.')).toBeVisible();
  await expectAccessible(page);

  // Dashboard: each pupil, sorted by a header's button.
  await openTab(page, 'Dashboard');
  const dashboard = page.getByRole('table', { name: 'Each pupil’s reading and writing' });
  await expect(dashboard.getByRole('rowheader')).toHaveText(['Ana', 'Bilal', 'Chen']);
  await dashboard.getByRole('button', { name: 'Pupil' }).click();
  await expect(dashboard.getByRole('rowheader')).toHaveText(['Chen', 'Bilal', 'Ana']);
  await expect(dashboard.getByRole('columnheader', { name: 'Pupil' })).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page);

  await openTab(page, 'Settings');
  await expect(page.getByRole('img', { name: /^QR code of the join link http/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Join link' })).toHaveValue(/\/join\/[A-Z0-9]{8}$/);
  await expectAccessible(page);

  await openTab(page, 'Who viewed pupils’ work');
  await expect(page.getByRole('heading', { name: 'Who viewed pupils’ work' })).toBeVisible();
  await expect(page.getByText('Exported data')).toBeVisible();
  await expectAccessible(page);

  // In Arabic the class reads right to left, in Arabic.
  await page.goto(`/classes/${classId}?tab=dashboard&lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'لوحة المتابعة' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'قراءة كل تلميذ وكتابته' })).toBeVisible();
  await expectAccessible(page);
});

test('a teacher without classes is told what to do, and the new class dialog says what a class needs', async ({ page }) => {
  await signInAs(page, 'publisher');
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Classes' }).click();
  await expect(page.getByRole('heading', { name: 'Create your first class' })).toBeVisible();
  await expect(page.getByText('Add your pupils by name, or paste your class list.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await expect(dialog.getByLabel('Language of the class')).toHaveValue('en');
  await expect(dialog.getByLabel('Pupils may sign in with their school account')).not.toBeChecked();
  await expectAccessible(page);
});

// The teacher's flows below set up their class through the API (the screens tested are the teacher's), sign in once
// each, and audit each new dialog. CLASSES_SHOTS_DIR, when set, receives a screenshot of each new screen.

type Card = { id: string; name: string; secret: string[] };
type Headers = Record<string, string>;

async function apiSignIn(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  const { token, user } = await answer.json();
  return { headers: { Authorization: `Bearer ${token}` } as Headers, user: user as { id: string; name: string } };
}

/** A class of the signed-in teacher with these pupils; their cards (picture passwords) are answered this once. */
async function makeClass(request: APIRequestContext, headers: Headers, name: string, names: string[]) {
  const made = await request.post('/api/classes', { headers, data: { name, language: 'en' } });
  expect(made.status()).toBe(201);
  const { data: record } = await made.json();
  let cards: Card[] = [];
  if (names.length) {
    const added = await request.post(`/api/classes/${record.id}/students`, { headers, data: { names } });
    expect(added.status()).toBe(201);
    cards = (await added.json()).data;
  }
  return { id: record.id as string, joinCode: record.join_code as string, cards };
}

/** The pupil signs in with their card and starts a blank book in their class (handed in if asked); answers its id. */
async function pupilWrites(request: APIRequestContext, joinCode: string, card: Card, title: string, handIn: boolean) {
  const signedIn = await request.post('/api/auth/class-sign-in', { data: { join_code: joinCode, student_id: card.id, secret: card.secret } });
  expect(signedIn.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await signedIn.json()).token}` };
  const started = await request.post('/api/classroom/books', { headers, data: { title } });
  expect(started.status()).toBe(201);
  const id: string = (await started.json()).data.id;
  if (handIn) expect((await request.post(`/api/classroom/books/${id}/hand-in`, { headers })).status()).toBe(200);
  return id;
}

/** A panel of the class's screens, by its heading. */
const panel = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

async function shot(page: Page, name: string) {
  const dir = process.env.CLASSES_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/**
 * Sees a toast saying `text`, then closes every toast and waits for them to be gone, so that none covers what is
 * clicked next or fades during an audit. Closed by script: a toast slides, may be leaving on its own timer, and is
 * out of the pointer's reach under an open dialog (the dialog holds the pointer).
 */
async function toastSaid(page: Page, text: string) {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text })).toBeVisible();
  await page.locator('.Toastify__close-button').evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}

test('a pupil’s handed-in book: the teacher reads it, comments on a page, returns it, approves it, and offers a copy to the public library without the pupil’s name', async ({ page, request }) => {
  test.slow();
  const { headers } = await apiSignIn(request, 'user@folio.test');
  const made = await makeClass(request, headers, 'Kestrels', ['Nadia']);
  const bookId = await pupilWrites(request, made.joinCode, made.cards[0]!, 'The lost kite', true);

  await signInAs(page, 'user');
  await page.goto(`/classes/${made.id}?tab=books`);
  const books = page.getByRole('tabpanel', { name: 'Pupils’ books' });
  const book = books.getByRole('listitem').filter({ hasText: 'The lost kite' });
  await expect(book.getByText('Handed in', { exact: true })).toBeVisible();
  await expect(book.getByText(/^Nadia · 1 page · changed /)).toBeVisible();
  await shot(page, 'books-en');

  // Read-only: the reader opens the book, with no way into the editor.
  await book.getByRole('link', { name: 'Read The lost kite' }).click();
  await expect(page).toHaveURL(new RegExp(`/ebooks/${bookId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'The lost kite' })).toBeVisible();
  await expect(page.locator(`a[href*="/ebooks/edit/"]`)).toHaveCount(0);
  await page.goBack();

  // A comment on page 1: both fields are asked for, then the comment is listed with its page.
  await book.getByRole('button', { name: '0 comments on The lost kite' }).click();
  const comments = page.getByRole('dialog', { name: 'Comments on The lost kite' });
  await expect(comments.getByText('No comments yet.')).toBeVisible();
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByText('Choose the page to comment on.')).toBeVisible();
  await expect(comments.getByText('Write a comment.')).toBeVisible();
  await comments.getByLabel('Page', { exact: true }).selectOption({ label: 'Page 1' });
  await comments.getByLabel('Comment', { exact: true }).fill('Lovely start! Tell us where the kite went.');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByRole('listitem').filter({ hasText: 'page 1' })).toContainText('Lovely start! Tell us where the kite went.');
  await toastSaid(page, 'Comment added.');
  await expectAccessible(page);
  await shot(page, 'comments-en');
  await page.keyboard.press('Escape');
  await expect(book.getByRole('button', { name: '1 comment on The lost kite' })).toBeVisible();

  // Returned for changes, with a remark the pupil reads.
  await book.getByRole('button', { name: 'Return for changes' }).click();
  const returning = page.getByRole('dialog', { name: 'Return The lost kite for changes' });
  await expect(returning).toContainText('Nadia can change the book again and hand it in once more.');
  await returning.getByLabel('Remark (optional)').fill('Add an ending, please.');
  await expectAccessible(page);
  await shot(page, 'return-en');
  await returning.getByRole('button', { name: 'Return for changes' }).click();
  await expect(returning).toBeHidden();
  await expect(book.getByText('Returned', { exact: true })).toBeVisible();
  await expect(book.getByText('Add an ending, please.')).toBeVisible();
  await toastSaid(page, 'Book returned to the pupil for changes.');

  // Approved into the class library.
  await book.getByRole('button', { name: 'Approve' }).click();
  const approving = page.getByRole('dialog', { name: 'Approve The lost kite' });
  await expect(approving).toContainText('The book joins the class library: Nadia’s classmates can read it.');
  await expectAccessible(page);
  await shot(page, 'approve-en');
  await approving.getByRole('button', { name: 'Approve into class library' }).click();
  await expect(approving).toBeHidden();
  await expect(book.getByText('Approved', { exact: true })).toBeVisible();
  await toastSaid(page, 'Book approved into the class library.');

  // Offered to the public library: a copy in the teacher's name goes to the approval queue, the pupil unnamed.
  await book.getByRole('button', { name: 'Public library' }).click();
  const publishing = page.getByRole('dialog', { name: 'Submit The lost kite to the public library' });
  await expect(publishing.getByRole('checkbox', { name: 'Show Nadia’s name as author' })).not.toBeChecked();
  await expectAccessible(page);
  await shot(page, 'publish-en');
  const answered = page.waitForResponse((r) => r.url().endsWith(`/books/${bookId}/publish`));
  await publishing.getByRole('button', { name: 'Submit copy' }).click();
  const published = await answered;
  expect(published.status()).toBe(200);
  await expect(publishing).toBeHidden();
  await toastSaid(page, 'A copy of the book was submitted for approval to the public library.');
  const copy = (await (await request.get(`/api/admin/ebooks/${(await published.json()).data.id}`, { headers })).json()).data;
  expect(copy).toMatchObject({ title: 'The lost kite', approval_status: 'pending', description: null });
  expect(JSON.stringify(copy)).not.toContain('Nadia');
});

test('a teacher moves a pupil to another class, and removes two, their books moved to the teacher or deleted, after a confirmation', async ({ page, request }) => {
  test.slow();
  const { headers, user } = await apiSignIn(request, 'user@folio.test');
  const made = await makeClass(request, headers, 'Robins', ['Ada', 'Ben', 'Cleo']);
  const other = await makeClass(request, headers, 'Wrens', []);
  const card = (name: string) => made.cards.find((c) => c.name === name)!;
  const bensBook = await pupilWrites(request, made.joinCode, card('Ben'), 'Ben’s robots', false);
  const cleosBook = await pupilWrites(request, made.joinCode, card('Cleo'), 'Cleo’s garden', false);

  await signInAs(page, 'user');
  await page.goto(`/classes/${made.id}`);
  const pupils = page.getByRole('table', { name: 'Pupils' });

  // Moved: a class must be chosen, then Ada is in Wrens (with her books and answers).
  await page.getByRole('button', { name: 'Actions for Ada' }).click();
  await page.getByRole('menuitem', { name: 'Move to another class' }).click();
  const moving = page.getByRole('dialog', { name: 'Move Ada' });
  await moving.getByRole('button', { name: 'Move pupil' }).click();
  await expect(moving.getByText('Choose the class to move the pupil to.')).toBeVisible();
  await moving.getByLabel('Move to class').selectOption({ label: 'Wrens' });
  await expectAccessible(page);
  await shot(page, 'move-en');
  await moving.getByRole('button', { name: 'Move pupil' }).click();
  await expect(moving).toBeHidden();
  await expect(pupils.getByRole('rowheader', { name: 'Ada' })).toHaveCount(0);
  await toastSaid(page, 'Pupil saved.');
  const wrens = (await (await request.get(`/api/classes/${other.id}/students`, { headers })).json()).data;
  expect(wrens.map((p: { name: string }) => p.name)).toEqual(['Ada']);

  // Removed after a confirmation: Cancel keeps Ben; then his books become the teacher's (the choice made first).
  await page.getByRole('button', { name: 'Actions for Ben' }).click();
  await page.getByRole('menuitem', { name: 'Remove from the class' }).click();
  const removing = page.getByRole('alertdialog', { name: 'Remove Ben?' });
  await expect(removing.getByRole('radio', { name: 'Move their books to me' })).toBeChecked();
  await expect(removing.getByRole('radio', { name: 'Delete their books' })).not.toBeChecked();
  await expectAccessible(page);
  await shot(page, 'remove-en');
  await removing.getByRole('button', { name: 'Cancel' }).click();
  await expect(removing).toBeHidden();
  await expect(pupils.getByRole('rowheader', { name: 'Ben' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Ben' }).click();
  await page.getByRole('menuitem', { name: 'Remove from the class' }).click();
  await removing.getByRole('button', { name: 'Remove pupil' }).click();
  await expect(removing).toBeHidden();
  await expect(pupils.getByRole('rowheader', { name: 'Ben' })).toHaveCount(0);
  await toastSaid(page, 'Pupil removed.');
  const moved = await request.get(`/api/admin/ebooks/${bensBook}`, { headers });
  expect(moved.status()).toBe(200);
  expect((await moved.json()).data.owner).toEqual({ id: user.id, name: user.name });

  // Cleo's books are deleted with her.
  await page.getByRole('button', { name: 'Actions for Cleo' }).click();
  await page.getByRole('menuitem', { name: 'Remove from the class' }).click();
  const removingCleo = page.getByRole('alertdialog', { name: 'Remove Cleo?' });
  await removingCleo.getByRole('radio', { name: 'Delete their books' }).check();
  await removingCleo.getByRole('button', { name: 'Remove pupil' }).click();
  await expect(removingCleo).toBeHidden();
  await expect(page.getByText('No pupils yet.', { exact: false })).toBeVisible();
  expect((await request.get(`/api/admin/ebooks/${cleosBook}`, { headers })).status()).toBe(404);
  const left = await request.get(`/api/classes/${made.id}/students`, { headers });
  expect((await left.json()).data).toEqual([]);
});

test('in Arabic, right to left: a teacher adds a co-teacher, closes joining, makes a new join code, and a new picture password whose card prints whole on A4', async ({ page, request }) => {
  test.slow();
  const { headers } = await apiSignIn(request, 'user@folio.test');
  const coTeacher = await apiSignIn(request, 'author@folio.test');
  const made = await makeClass(request, headers, 'السنونو', ['عمر']);
  const joinable = async (code: string) => (await request.get(`/api/classes/join/${code}`)).status();
  expect(await joinable(made.joinCode)).toBe(200);

  await signInAs(page, 'user');
  await page.goto(`/classes/${made.id}?tab=settings&lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'الإعدادات' })).toHaveAttribute('aria-selected', 'true');

  // A co-teacher, by the e-mail of their account: an unknown one is refused under the field.
  const teachers = panel(page, 'المعلمون');
  const email = teachers.getByLabel('أضف معلمًا مشاركًا بالبريد الإلكتروني');
  await email.fill('nobody@example.com');
  await teachers.getByRole('button', { name: 'إضافة معلم' }).click();
  await expect(teachers.getByText('لا يوجد حساب Folio يمكنه التدريس بهذا البريد الإلكتروني.')).toBeVisible();
  await email.fill('author@folio.test');
  await teachers.getByRole('button', { name: 'إضافة معلم' }).click();
  await expect(teachers.getByRole('listitem').filter({ hasText: coTeacher.user.name })).toBeVisible();
  await expect(email).toHaveValue('');
  await toastSaid(page, 'أُضيف المعلم.');
  await expect(teachers.getByRole('button', { name: `إزالة ${coTeacher.user.name} من الفصل` })).toBeVisible();
  const theirs = (await (await request.get('/api/classes', { headers: coTeacher.headers })).json()).data;
  expect(theirs.map((c: { id: string }) => c.id)).toContain(made.id);

  // Joining closed: the code no longer opens the class.
  const joining = panel(page, 'الانضمام إلى الفصل');
  await joining.getByRole('button', { name: 'إغلاق الانضمام' }).click();
  await expect(joining.getByText('الانضمام مغلق.', { exact: true })).toBeVisible();
  await expect(joining.getByRole('button', { name: 'فتح الانضمام' })).toBeVisible();
  await toastSaid(page, 'حُفظ الفصل.');
  expect(await joinable(made.joinCode)).not.toBe(200);
  await expectAccessible(page);
  await shot(page, 'settings-ar');

  // A new code, after a confirmation; opened again, only the new code works.
  await joining.getByRole('button', { name: 'رمز انضمام جديد' }).click();
  const renewing = page.getByRole('alertdialog', { name: 'إنشاء رمز انضمام جديد؟' });
  await expect(renewing).toContainText('يتوقف الرمز القديم ورابطه عن العمل فورًا.');
  await expectAccessible(page);
  await shot(page, 'new-code-ar');
  await renewing.getByRole('button', { name: 'إنشاء رمز جديد' }).click();
  await expect(renewing).toBeHidden();
  await expect(joining.locator('code')).not.toHaveText(made.joinCode);
  const newCode = (await joining.locator('code').textContent())!.trim();
  expect(newCode).toMatch(/^[A-Z0-9]{8}$/);
  await expect(page.getByRole('textbox', { name: 'رابط الانضمام' })).toHaveValue(new RegExp(`/join/${newCode}$`));
  await toastSaid(page, 'للفصل رمز انضمام جديد. لم يعد الرمز القديم يعمل.');
  await joining.getByRole('button', { name: 'فتح الانضمام' }).click();
  await expect(joining.getByRole('button', { name: 'إغلاق الانضمام' })).toBeVisible();
  expect(await joinable(newCode)).toBe(200);
  expect(await joinable(made.joinCode)).not.toBe(200);

  // A new picture password, after a confirmation, opens the pupil's one new card.
  await page.getByRole('tab', { name: 'التلاميذ', exact: true }).click();
  await page.getByRole('button', { name: 'إجراءات عمر' }).click();
  await page.getByRole('menuitem', { name: 'كلمة مرور جديدة بالصور' }).click();
  const renewingSecret = page.getByRole('alertdialog', { name: 'كلمة مرور جديدة بالصور لـ عمر؟' });
  await expectAccessible(page);
  await renewingSecret.getByRole('button', { name: 'إنشاء كلمة مرور جديدة' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${made.id}/cards$`));
  const card = page.locator('[data-sign-in-card]');
  await expect(card.getByRole('heading', { level: 2, name: 'عمر' })).toBeVisible();
  await expect(card.getByText('الصور، بهذا الترتيب:')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'card-ar');
  // Printed, the card's height is fixed (eight to an A4 page): Arabic's taller lines must not push its pictures'
  // words off its bottom.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: Math.round((190 * 96) / 25.4), height: Math.round((277 * 96) / 25.4) });
  await expect(page.getByRole('button', { name: 'طباعة' })).toBeHidden();
  expect(await card.evaluate((li) => li.scrollHeight - li.clientHeight)).toBe(0);
});
