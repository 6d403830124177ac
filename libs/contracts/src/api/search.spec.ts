import { searchListingsQuerySchema } from './search.js';

describe('searchListingsQuerySchema: category', () => {
  const dealerId = '3f0c1b8e-7a52-4c1e-9d53-2b7f6a1c9e40';

  it('is cars by default', () => {
    expect(searchListingsQuerySchema.parse({}).category).toBe('cars');
  });

  it("spans every category for a seller's inventory unless one is chosen", () => {
    expect(searchListingsQuerySchema.parse({ dealerId }).category).toBe('all');
    expect(searchListingsQuerySchema.parse({ salesRepId: dealerId }).category).toBe('all');
    expect(searchListingsQuerySchema.parse({ dealerId, category: 'trucks' }).category).toBe(
      'trucks',
    );
  });

  it('refuses every category at once without a seller', () => {
    const result = searchListingsQuerySchema.safeParse({ category: 'all' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['category'] });
    expect(searchListingsQuerySchema.safeParse({ category: 'boats' }).success).toBe(false);
  });
});
