import { availableParallelism } from 'node:os';
import { loadSearchConfig, searchWorkerCount, usableCores } from './search.config.js';

describe('search configuration', () => {
  it('runs a search worker per core, at most 4, unless SEARCH_WORKERS says', () => {
    const unset = loadSearchConfig({});
    expect([1, 2, 3, 8, 64].map((cores) => searchWorkerCount(unset, cores))).toEqual([
      1, 2, 3, 4, 4,
    ]);
    expect(searchWorkerCount(loadSearchConfig({ SEARCH_WORKERS: '' }), 8)).toBe(4);
    expect(searchWorkerCount(loadSearchConfig({ SEARCH_WORKERS: '0' }), 8)).toBe(0);
    expect(searchWorkerCount(loadSearchConfig({ SEARCH_WORKERS: '16' }), 2)).toBe(16);
    expect(() => loadSearchConfig({ SEARCH_WORKERS: '17' })).toThrow(/SEARCH_WORKERS/);
    expect(() => loadSearchConfig({ SEARCH_WORKERS: 'two' })).toThrow(/SEARCH_WORKERS/);
  });

  it("counts the cores a container may use, not the machine's", () => {
    const machine = availableParallelism();
    expect(usableCores(() => 'max 100000')).toBe(machine);
    expect(usableCores(() => '100000 100000\n')).toBe(1);
    expect(usableCores(() => '150000 100000')).toBe(Math.min(machine, 2));
    expect(usableCores(() => '6400000 100000')).toBe(machine);
    expect(
      usableCores(() => {
        throw new Error('ENOENT');
      }),
    ).toBe(machine);
  });
});
