import type { ClassRecord } from '@folio/shared';

/** A class's teachers, its owner first, each once (the owner may or may not be listed among them). */
export const teachersOf = (c: Pick<ClassRecord, 'owner' | 'teachers'>) => [c.owner, ...c.teachers.filter((p) => p.id !== c.owner.id)];
