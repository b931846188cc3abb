export type { ChangedByColleaguePanelProps, ColleagueSave } from './changed-by-colleague-panel';
export { ChangedByColleaguePanel } from './panel-on-demand';
export { savedByLine } from './saved-by-line';
export { colleagueSaveOf } from './colleague-save';
export type { EditedField, EditedFields } from './edited-fields';
export {
  useVersionedEdit,
  type VersionedEdit,
  type VersionedEditOptions,
  type VersionedWrite,
} from './use-versioned-edit';
