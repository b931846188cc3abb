export { Button, type ButtonSize, type ButtonVariant } from './button';
export { Card } from './card';
export { Heading, Subtitle } from './heading';
export { TextField, type TextFieldProps } from './text-field';
export { Select, type SelectOption, type SelectProps } from './select';
export { Spinner, type SpinnerProps } from './spinner';
export { RoleBadge } from './role-badge';
export { CenteredScreen, Page } from './page';
export { FieldError, FieldHint } from './field-parts';
export { useIsMobile, MOBILE_MEDIA_QUERY } from './use-is-mobile';
export { Logo } from './logo';
export { TechnicalDetails } from './technical-details';
export { Dialog, DialogActions, type DialogProps } from './dialog';
export { changeRecordStyles } from './change-record';
export {
  ChangedByColleaguePanel,
  colleagueSaveOf,
  savedByLine,
  type ChangedByColleaguePanelProps,
  type ColleagueSave,
  type EditedField,
  type EditedFields,
  useVersionedEdit,
  type VersionedEdit,
  type VersionedEditOptions,
  type VersionedWrite,
} from './stale-write';
