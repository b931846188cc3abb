/** The Quick Duplicate and Advanced Duplicate dialogs (docs/PRODUCT.md section 2). */
export { QuickDuplicateDialog } from './components/quick-duplicate-dialog';
export { AdvancedDuplicateDialog } from './components/advanced-duplicate-dialog';
