import type { RouteSpec } from '@market/contracts';
import type { Confirmation } from './ConfirmDialog';
import type { RowAction } from './DataTable';
import { useAdminAction } from './useAdminAction';

/**
 * The Deactivate / Activate row actions of a list whose rows can be switched off (users,
 * dealers): one `PUT …/active { isActive }` route, Deactivate confirmed first (SPEC §5), the
 * toasts '{Thing} activated successfully' / '{Thing} deactivated successfully' or 'Error'.
 */
export function useActivationActions<Row extends { id: string; isActive: boolean }>(
  route: RouteSpec,
  {
    thing,
    failure,
    invalidates,
    deactivation,
    variant,
    hidden = () => false,
  }: {
    thing: string;
    failure: string;
    invalidates: readonly RouteSpec[];
    /** What the confirmation says happens. */
    deactivation: (row: Row) => Omit<Confirmation, 'confirmLabel' | 'danger'>;
    variant?: RowAction<Row>['variant'];
    /** Rows that may not be deactivated (one's own account). */
    hidden?: (row: Row) => boolean;
  },
): RowAction<Row>[] {
  const setActive = useAdminAction(route, {
    success: (input) =>
      `${thing} ${(input as unknown as { body: { isActive: boolean } }).body.isActive ? 'activated' : 'deactivated'} successfully`,
    failure,
    invalidates,
  });
  const set = (row: Row, isActive: boolean) =>
    setActive.run({ params: { id: row.id }, body: { isActive } } as never);
  return [
    {
      label: 'Deactivate',
      variant,
      hidden: (row) => !row.isActive || hidden(row),
      confirm: (row) => ({ ...deactivation(row), confirmLabel: 'Deactivate', danger: true }),
      run: (row) => set(row, false),
    },
    { label: 'Activate', hidden: (row) => row.isActive, run: (row) => set(row, true) },
  ];
}
