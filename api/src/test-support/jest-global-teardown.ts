import { dropRunTemplates } from './database-templates';
import { removeSeededPGliteSnapshots } from './pglite-template';

/** The API project's jest globalTeardown: removes the run's templates and seeded snapshots. */
export default async function globalTeardown(): Promise<void> {
  await dropRunTemplates();
  await removeSeededPGliteSnapshots();
}
