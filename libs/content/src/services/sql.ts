import type { EntityManager } from 'typeorm';

/**
 * The rows of an UPDATE or DELETE … RETURNING: TypeORM's PostgreSQL driver answers those
 * with `[rows, affected]`, unlike SELECT and INSERT.
 */
export async function changedRows<T>(
  manager: EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  const result: unknown = await manager.query(sql, parameters);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  )
    return result[0] as T[];
  return result as T[];
}
