import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Assignment, AssignmentProgress } from '@folio/shared';
import { renderWithStore } from '../../../test/render';
import { serve } from '../../ebooks/testing';
import { OWLS_ID } from '../fixtures';
import { AssignmentDetail } from './AssignmentDetail';

const assignment: Assignment = {
  id: '5f0c0000-0000-4000-8000-0000000000a1',
  kind: 'ebook',
  item: { id: '0b9a4a52-0000-4000-8000-000000000001', title: 'Sea Animals', cover_image: null, page_count: 4 },
  due_at: null,
  created_at: '2026-12-01T00:00:00.000Z',
};

const pupil = (over: Partial<AssignmentProgress['students'][number]>): AssignmentProgress['students'][number] => ({
  id: 'p1', name: 'Noor', opened: true, page: 2, finished: false, seconds: 0, answered: 0, score: 0, ...over,
});

describe("an assigned book's progress", () => {
  it("shows each pupil's reading time, and a dash for a pupil who has not read", async () => {
    const progress: AssignmentProgress = { pages: 4, points: 0, students: [pupil({ seconds: 754 }), pupil({ id: 'p2', name: 'Sami', opened: false, page: null })] };
    serve((key) => (key === `GET /classes/${OWLS_ID}/assignments/${assignment.id}/progress` ? [200, { data: progress }] : undefined));
    renderWithStore(<AssignmentDetail classId={OWLS_ID} assignment={assignment} />);
    const table = await screen.findByRole('table', { name: 'Progress' });
    expect(within(table).getAllByRole('columnheader').at(-1)?.textContent).toBe('Time read');
    expect(within(table).getByRole('row', { name: /Noor/ }).querySelector('td:last-child')?.textContent).toBe('12 min 34 sec');
    expect(within(table).getByRole('row', { name: /Sami/ }).querySelector('td:last-child')?.textContent).toBe('—');
  });
});
