import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

const el = (id: string, y: number, height: number, fields: Record<string, unknown>) => ({
  id, type: 'quiz', position: { x: 40, y }, size: { width: 640, height }, style: {}, options: [], multiple: false, feedback: { correct: 'Well done!', incorrect: 'Not quite.' }, points: 2, ...fields,
});
const pageOf = (id: string, elements: unknown[]) => ({ id, name: id, elements, layout: { gutter: 50, columns: 2 }, style: {} });

/** A free book of the admin's with a question of each new kind: blanks and matching on page 1, ordering and a short answer on page 2. */
async function bookOfQuestions(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const book = (await (await request.post('/api/admin/ebooks', { headers, data: { title: 'Question Kinds', status: 'published', price: 0 } })).json()).data;
  const pages = [
    pageOf('p1', [
      el('blanks', 40, 220, { kind: 'blanks', question: 'Fill in the blanks.', sentence: 'The sun rises in the [east] and sets in the [west].' }),
      el('matching', 300, 300, { kind: 'matching', question: 'Match each animal with its baby.', pairs: [{ id: 'cat', left: 'Cat', right: 'Kitten' }, { id: 'dog', left: 'Dog', right: 'Puppy' }] }),
    ]),
    pageOf('p2', [
      el('ordering', 40, 300, { kind: 'ordering', question: 'Put them in order.', points: 3, items: [{ id: 'egg', text: 'Egg' }, { id: 'larva', text: 'Caterpillar' }, { id: 'fly', text: 'Butterfly' }] }),
      el('essay', 380, 280, { kind: 'short', marking: 'teacher', question: 'Why do leaves fall?', points: 5, hint: 'Think of winter.' }),
    ]),
  ];
  const saved = await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers, data: { version: book.version, pages, order: pages.map((p) => p.id) } });
  expect(saved.status()).toBe(200);
  return book as { id: string };
}

test('every kind of question is answered with the keyboard alone, passes axe, and a short answer comes back marked by its teacher', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const book = await bookOfQuestions(request);
  await signInAs(page, 'user');
  await page.goto(`/flipbooks/${book.id}`);
  // A question is a form: its fieldset (named by the question) and its Check button under it.
  const question = (name: RegExp) => page.locator('form').filter({ has: page.getByRole('group', { name }) });
  await expect(page.getByRole('group', { name: /Fill in the blanks/ })).toBeVisible();
  await expectAccessible(page);

  // Blanks: typed into each box.
  const blanks = question(/Fill in the blanks/);
  await blanks.getByRole('textbox', { name: 'Blank 1' }).fill('East');
  await blanks.getByRole('textbox', { name: 'Blank 2' }).fill('north');
  await blanks.getByRole('button', { name: 'Check' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Not quite.' }).first()).toContainText('Score: 1 / 2');

  // Matching: a menu per animal, chosen with the keyboard.
  const matching = question(/Match each animal/);
  await matching.getByRole('combobox', { name: 'Match for Cat' }).selectOption({ label: 'Kitten' });
  await matching.getByRole('combobox', { name: 'Match for Dog' }).selectOption({ label: 'Puppy' });
  await matching.getByRole('button', { name: 'Check' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Well done!' })).toContainText('Score: 2 / 2');

  // Ordering: buttons, pressed from the keyboard, until the list is in order.
  const ordering = question(/Put them in order/);
  const order = async () => (await ordering.getByRole('listitem').allTextContents()).map((text) => text.replace(/^\d+/, '').trim());
  for (const [place, text] of ['Egg', 'Caterpillar'].entries()) {
    while ((await order()).indexOf(text) > place) await ordering.getByRole('button', { name: `Move ${text} up` }).press('Enter');
  }
  expect(await order()).toEqual(['Egg', 'Caterpillar', 'Butterfly']);
  await ordering.getByRole('button', { name: 'Check' }).press('Enter');
  await expect(ordering.getByRole('status')).toContainText('Score: 3 / 3');

  // A short answer, with its hint, sent to the teacher.
  const essay = question(/Why do leaves fall/);
  await page.getByRole('button', { name: 'Show a hint' }).press('Enter');
  await expect(page.getByText('Think of winter.')).toBeVisible();
  await essay.getByRole('textbox', { name: 'Your answer' }).fill('To rest through the cold winter.');
  await page.getByRole('button', { name: 'Send' }).press('Enter');
  await expect(page.getByText('Your answer is saved. Your teacher will mark it.')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByTestId('answer-progress')).toHaveText('Your answers: 4 of 4 questions · 6 of 12 points');

  // The owner marks it on the book's results; the reader sees the mark.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, 'admin');
  await owner.goto(`/admin/ebooks/${book.id}/results`);
  await owner.getByRole('button', { name: 'See answers' }).first().waitFor();
  await owner.getByLabel('Mark, from 0 to 5').fill('4');
  await owner.getByRole('button', { name: 'Save mark' }).click();
  await expect(owner.getByText('Answers waiting for your mark: 1')).toHaveCount(0);
  await expectAccessible(owner);
  await ownerContext.close();

  await page.reload();
  await expect(page.getByText('Your teacher’s mark: 4 / 5')).toBeVisible();
  await expect(page.getByTestId('answer-progress')).toHaveText('Your answers: 4 of 4 questions · 10 of 12 points');
});

test('the editor inserts a question of each kind from its own button, and its inspector passes axe', async ({ page, request }) => {
  test.setTimeout(90_000);
  const book = await bookOfQuestions(request);
  await signInAs(page, 'admin');
  await page.goto(`/ebooks/edit/${book.id}`);
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
  await page.getByRole('tab', { name: 'Interactive' }).click();
  for (const [kind, inspected] of [['True or false', 'Text of answer 2'], ['Fill in the blanks', 'Sentence'], ['Matching', 'Left side of pair 1'], ['Ordering', 'Text of item 1'], ['Short answer', 'Answers are marked'], ['Poll', 'Text of answer 1']] as const) {
    await page.getByRole('button', { name: `Add ${kind}` }).click();
    const properties = page.getByRole('complementary', { name: 'Properties' });
    await expect(properties.getByRole('combobox', { name: 'Question type' })).toBeVisible();
    await expect(properties.getByLabel(inspected).first()).toBeVisible();
  }
  await expectAccessible(page);
});
