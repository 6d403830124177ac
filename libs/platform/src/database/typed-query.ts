import { type EventEnvelope, eventEnvelopeSchema } from '@market/contracts';
import { z } from 'zod';

/**
 * The typed row boundary for hand-written SQL. `DataSource` and `EntityManager` answer
 * `query()` with `any`; these helpers give the rows the type of a zod row schema, and check
 * each row against it where checks are on (development and tests, `ROW_CHECKS=on`), so a
 * renamed column or a `bigint` count arriving as text fails the spec that reads it instead of
 * flowing on as `undefined`.
 *
 * A row schema states what PostgreSQL sends (`count(*)` is a string, `timestamptz` a `Date`,
 * `jsonb` parsed); it checks, never converts: the rows returned are the driver's own objects,
 * so a production run without checks behaves exactly as a checked one. Conversions belong in
 * the SQL (`count(*)::int`) or in the code that maps a row to the service's terms.
 *
 * Checks are off in production by default (`ROW_CHECKS=off`): a search page pays nothing per
 * row there (tools/measure-row-checks.ts measures what a check costs; docs/architecture.md).
 */

/** What runs SQL: a DataSource, an EntityManager or a QueryRunner. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** A zod schema describing one row of a result (usually `z.object`). */
export type RowSchema = z.ZodType;

/** A row that does not match its schema; the message names the query and the column. */
export class RowShapeError extends Error {
  constructor(sql: string, issues: z.core.$ZodIssue[]) {
    const where = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`)
      .join('; ');
    super(
      `A row of "${sql.replace(/\s+/g, ' ').trim().slice(0, 120)}" does not match its schema: ${where}`,
    );
    this.name = 'RowShapeError';
  }
}

let checksOn = readChecksSetting();

function readChecksSetting(): boolean {
  const setting = process.env['ROW_CHECKS'];
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  return process.env['NODE_ENV'] !== 'production';
}

/** Whether rows are checked against their schemas (tests and tools may switch it). */
export function rowChecks(on?: boolean): boolean {
  if (on !== undefined) checksOn = on;
  return checksOn;
}

/**
 * TypeORM's PostgreSQL driver answers an UPDATE or DELETE with `[rows, rowCount]` but a
 * SELECT or INSERT with the rows alone; this gives the rows either way.
 */
export function resultRows(result: unknown): unknown[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as unknown[];
  }
  return Array.isArray(result) ? result : [];
}

/** Checks rows against their schema when checks are on, and gives them its type. */
export function checkRows<S extends RowSchema>(
  sql: string,
  rows: unknown[],
  schema: S,
): z.infer<S>[] {
  if (checksOn) {
    for (const row of rows) {
      const checked = schema.safeParse(row);
      if (!checked.success) throw new RowShapeError(sql, checked.error.issues);
    }
  }
  return rows as z.infer<S>[];
}

/** The rows of a SELECT, or of an INSERT/UPDATE/DELETE … RETURNING. */
export async function queryRows<S extends RowSchema>(
  db: SqlRunner,
  sql: string,
  parameters: readonly unknown[],
  schema: S,
): Promise<z.infer<S>[]> {
  return checkRows(sql, resultRows(await db.query(sql, [...parameters])), schema);
}

/** The first row of a query, or null when it has none. */
export async function queryRow<S extends RowSchema>(
  db: SqlRunner,
  sql: string,
  parameters: readonly unknown[],
  schema: S,
): Promise<z.infer<S> | null> {
  const [row] = await queryRows(db, sql, parameters, schema);
  return row ?? null;
}

/**
 * Runs a statement for its effect: how many rows an UPDATE or DELETE (without RETURNING)
 * changed. An INSERT without RETURNING, a lock or a `SET LOCAL` run through it too, but the
 * driver does not count their rows (the answer is 0); an INSERT that must know takes
 * `queryRows` with RETURNING.
 */
export async function execute(
  db: SqlRunner,
  sql: string,
  parameters: readonly unknown[] = [],
): Promise<number> {
  const result = await db.query(sql, [...parameters]);
  if (Array.isArray(result) && result.length === 2 && typeof result[1] === 'number')
    return result[1];
  return Array.isArray(result) ? result.length : 0;
}

/** A jsonb column holding an event envelope (outbox payloads, dead letters). */
export const envelopeColumn = z.custom<EventEnvelope>(
  (value) => eventEnvelopeSchema.safeParse(value).success,
  'Not an event envelope',
);
