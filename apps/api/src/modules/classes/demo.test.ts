import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { DEMO_JOIN_CODE, DEMO_PUPIL_SECRET } from '../../db/seed/classes.ts';
import { classApi } from './fixtures/classes.ts';

describe('the demo class (README: Demo sign-ins)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT, { data: 'demo' }); });
  afterAll(async () => { await t.close(); });

  it('should let a demo pupil sign in with the class code and cat, sun, tree, fish, and find the class library and their book', async () => {
    const api = classApi(t);
    const picker = (await api.call('GET', `/classes/join/${DEMO_JOIN_CODE}`, null)).json().data;
    expect(picker.name).toBe('Year 3 Robins');
    expect(picker.students.map((s: { first_name: string }) => s.first_name)).toEqual(['Amina', 'Ben', 'Chloé', 'Daniel', 'Hana', 'Omar']);
    const token = await api.pupilToken(DEMO_JOIN_CODE, { id: picker.students[0].id, name: 'Amina', secret: DEMO_PUPIL_SECRET as never });
    const room = (await api.call('GET', '/classroom', token)).json().data;
    expect(room.assignments.map((a: { kind: string }) => a.kind).sort()).toEqual(['ebook', 'ebook', 'template']);
    expect(room.books).toEqual([expect.objectContaining({ title: 'The Fox Who Wanted the Moon', state: 'handed_in', comment_count: 1 })]);
    // Every book given to the class opens for the pupil.
    for (const a of room.assignments.filter((x: { kind: string }) => x.kind === 'ebook')) {
      expect((await api.call('GET', `/public/ebooks/${a.item.id}/read`, token)).json().data.access).toBe('full');
    }
    const teacher = await t.login('user@folio.test');
    const classes = (await api.call('GET', '/classes', teacher)).json().data;
    expect(classes).toEqual([expect.objectContaining({ name: 'Year 3 Robins', join_code: DEMO_JOIN_CODE, student_count: 6 })]);
  });
});
