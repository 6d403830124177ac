// The admin operations console: /admin/:tab, its tab registry and the shared admin DataTable.
export { AdminConsole, ACCESS_DENIED } from './components/AdminConsole';
export { ADMIN_TABS, ADMIN_GROUPS, type AdminTab, type AdminTabId } from './adminTabs';
export { DataTable, type Column, type RowAction } from './table/DataTable';
export { useAdminTable } from './table/useAdminTable';
export { useAdminAction } from './table/useAdminAction';
