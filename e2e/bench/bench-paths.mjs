import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDirectory = dirname(fileURLToPath(import.meta.url));
export const repositoryRoot = join(benchDirectory, '..', '..');
export const performanceReportPath = join(repositoryRoot, 'docs', 'PERFORMANCE.md');
