/**
 * TypeORM's `query()` answers an UPDATE or DELETE with `[rows, rowCount]` but an INSERT
 * or SELECT with the rows alone; this gives the rows either way.
 */
export function returningRows<T>(result: unknown): T[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
