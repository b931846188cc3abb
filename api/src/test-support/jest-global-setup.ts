import { prepareRunTemplates } from './database-templates';

/** The API project's jest globalSetup: one migrated template per run (see database-templates.ts). */
export default async function globalSetup(): Promise<void> {
  await prepareRunTemplates();
}
