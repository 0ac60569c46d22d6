import type { ClassRecord } from '@folio/shared';

/** The class the screens' tests show: "Owls", taught and owned by the signed-in teacher. */
export const OWLS_ID = '5f0c0000-0000-4000-8000-000000000001';
export const owls: ClassRecord = {
  id: OWLS_ID,
  name: 'Owls',
  grade: null,
  language: 'en',
  join_code: 'ACDEFGHJ',
  join_open: true,
  school_sign_in: false,
  owner: { id: 'u', name: 'Lena' },
  teachers: [],
  student_count: 2,
  created_at: '2026-12-01T00:00:00.000Z',
  abilities: { teach: true, own: true },
};
