import type { TestProject } from 'vitest/node';
import { makeSnapshots, type Snapshots } from './snapshots.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    folioSnapshots: Snapshots;
  }
}

/** Makes the run's database snapshots (see snapshots.ts) for the API project's database, and removes them after. */
export default async function setup(project: TestProject) {
  const kind = project.config.env.FOLIO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const { snapshots, remove } = await makeSnapshots(kind, process.env.TEST_DATABASE_URL);
  project.provide('folioSnapshots', snapshots);
  return remove;
}
