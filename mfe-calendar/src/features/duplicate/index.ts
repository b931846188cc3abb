/** The Quick Duplicate and Advanced Duplicate dialogs (docs/PRODUCT.md section 2). */
export { QuickDuplicateDialog, type QuickDuplicateDialogProps } from './components/quick-duplicate-dialog';
export {
  AdvancedDuplicateDialog,
  type AdvancedDuplicateDialogProps,
} from './components/advanced-duplicate-dialog';
