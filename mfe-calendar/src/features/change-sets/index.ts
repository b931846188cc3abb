/**
 * Multi-booking actions previewed and applied as one change set (POST /api/change-sets): the bulk
 * Finalize, Make Pending and Delete, the duplicates and the recurring create. A dry run shows what
 * each booking would become and its problems; the user applies all, or only those without problems.
 */
export type {
  BulkChangeSetInput,
  ChangeSetInput,
  DuplicateChangeSetInput,
  RecurringChangeSetInput,
} from './change-set-input';
export { ChangeSetPreview } from './components/change-set-preview';
export { useChangeSetPreview } from './hooks/use-change-set-preview';
