// The admin operations console: /admin/:tab, its tab registry; the table kit is features/admin-table (re-exported).
export { AdminConsole, ACCESS_DENIED } from './components/AdminConsole';
export { ADMIN_TABS, ADMIN_GROUPS, type AdminTab, type AdminTabId } from './adminTabs';
export {
  DataTable,
  type Column,
  type RowAction,
  useAdminTable,
  useAdminAction,
} from '../admin-table';
