import { describe, expect, it } from '@jest/globals';
import { parseSpecializations, repListingsPath, visibleSpecializations } from './repFormat';

describe('sales rep formatting', () => {
  it('links a rep to their listings by id', () => {
    expect(repListingsPath('0b6f7c1e-2a59-4c4f-9d0e-0c1f3b8a9e11')).toBe(
      '/listings?sales_rep_id=0b6f7c1e-2a59-4c4f-9d0e-0c1f3b8a9e11',
    );
  });

  it('shows the first specializations and counts the rest', () => {
    expect(visibleSpecializations(['SUVs', 'Trucks', 'EVs', 'Luxury', 'Fleet'])).toEqual({
      shown: ['SUVs', 'Trucks', 'EVs'],
      more: 2,
    });
    expect(visibleSpecializations(['SUVs'], 2)).toEqual({ shown: ['SUVs'], more: 0 });
  });

  it('reads a comma-separated list without blanks or repeats', () => {
    expect(parseSpecializations(' Toyota,  trucks ,, EVs, toyota,Classic   cars ')).toEqual([
      'Toyota',
      'trucks',
      'EVs',
      'Classic cars',
    ]);
    expect(parseSpecializations('  ')).toEqual([]);
  });
});
