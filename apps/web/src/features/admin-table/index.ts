// The admin console's table kit: the DataTable with SPEC §5's confirmations, the list-route
// hook, SPEC §8's write toasts and the image upload button. No side effects and no styles of
// its own (the console's stylesheet styles it), so any feature's admin panel may use it
// without pulling the console into the public pages.
export {
  DataTable,
  PagingBar,
  type Column,
  type RowAction,
  type TableFilter,
  type TablePaging,
} from './DataTable';
export { ConfirmDialog, type Confirmation } from './ConfirmDialog';
export { useAdminTable, type AdminTableState } from './useAdminTable';
export { useAdminAction } from './useAdminAction';
export { useActivationActions } from './useActivationActions';
export { useAdminSave } from './useAdminSave';
export { AdminUploadButton } from './AdminUploadButton';
