import { z } from 'zod';
import {
  checkRows,
  execute,
  queryRow,
  queryRows,
  resultRows,
  rowChecks,
  RowShapeError,
} from './typed-query.js';

const Row = z.object({ id: z.string(), count: z.number() });

describe('typed query helper', () => {
  afterEach(() => rowChecks(true));

  it('gives the rows of a SELECT and of an UPDATE … RETURNING ([rows, count]) alike', () => {
    expect(resultRows([{ id: 'a' }, { id: 'b' }])).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(resultRows([[{ id: 'a' }], 1])).toEqual([{ id: 'a' }]);
    expect(resultRows([[], 0])).toEqual([]);
    expect(resultRows(undefined)).toEqual([]);
  });

  it('checks each row against its schema and names the query and the column that differ', () => {
    rowChecks(true);
    expect(() =>
      checkRows('SELECT id, count(*) AS count FROM t', [{ id: 'a', count: '3' }], Row),
    ).toThrow(
      new RowShapeError('SELECT id, count(*) AS count FROM t', [
        {
          code: 'invalid_type',
          expected: 'number',
          path: ['count'],
          message: 'Invalid input: expected number, received string',
          input: '3',
        },
      ]),
    );
  });

  it("returns the driver's own row objects, so a run without checks behaves the same", async () => {
    const driverRow = { id: 'a', count: 3, extra: true };
    const db = { query: async () => [[driverRow], 1] };
    const [checked] = await queryRows(db, 'UPDATE t SET … RETURNING *', [], Row);
    expect(checked).toBe(driverRow);
    rowChecks(false);
    expect(await queryRow(db, 'UPDATE t', [], Row)).toBe(driverRow);
    expect(() => checkRows('q', [{ id: 1 }], Row)).not.toThrow();
  });

  it('counts the rows an UPDATE changed', async () => {
    expect(await execute({ query: async () => [[], 4] }, 'UPDATE t SET x = 1')).toBe(4);
    expect(await queryRow({ query: async () => [] }, 'SELECT 1', [], Row)).toBeNull();
  });
});
