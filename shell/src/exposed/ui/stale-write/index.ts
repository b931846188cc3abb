export {
  ChangedByColleaguePanel,
  savedByLine,
  type ChangedByColleaguePanelProps,
  type ColleagueSave,
} from './changed-by-colleague-panel';
export { colleagueSaveOf } from './colleague-save';
export type { EditedField, EditedFields } from './edited-fields';
export {
  useVersionedEdit,
  type VersionedEdit,
  type VersionedEditOptions,
  type VersionedWrite,
} from './use-versioned-edit';
