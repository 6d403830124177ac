import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_SEARCH,
  activeFilterCount,
  applySuggestion,
  clearFilters,
  homeSearchPath,
  parseSearchParams,
  searchPath,
  toApiQuery,
  toSearchParams,
  toggleListValue,
  updateSearch,
  type SearchState,
} from './searchState';
import { CONDITION_VALUES } from './filterOptions';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

const full: SearchState = {
  category: 'trucks',
  make: 'ford',
  model: 'f-150',
  location: 'Austin',
  zip: '78701',
  radius: 25,
  priceMin: 5000,
  priceMax: 40000,
  yearMin: 2015,
  yearMax: 2022,
  mileageMax: 75000,
  conditions: ['used', 'certified_pre_owned'],
  transmissions: ['automatic'],
  fuelTypes: ['diesel', 'hybrid'],
  featured: true,
  q: 'tow package',
  sort: 'price_asc',
  dealerId: '0b6f7c1e-2a59-4c4f-9d0e-0c1f3b8a9e11',
  salesRepId: '',
};

describe('parseSearchParams', () => {
  it('gives the default search for an empty query: cars, newest first, no filters', () => {
    expect(parse('')).toEqual(DEFAULT_SEARCH);
    expect(DEFAULT_SEARCH.category).toBe('cars');
  });

  it('reads every filter the URL can carry', () => {
    expect(
      parse(
        'category=trucks&make=Ford&model=F-150&location=%20Austin%20&zip=78701&radius=25' +
          '&priceMin=5000&priceMax=40000&yearMin=2015&yearMax=2022&mileageMax=75000' +
          '&conditions=certified_pre_owned,used&transmissions=automatic&fuelTypes=hybrid&fuelTypes=diesel' +
          '&featured=true&q=tow%20package&sort=price_asc&dealer_id=0B6F7C1E-2A59-4C4F-9D0E-0C1F3B8A9E11',
      ),
    ).toEqual(full);
  });

  it("treats 'any', unknown categories, sorts and list values as not chosen", () => {
    const state = parse(
      'category=boats&make=any&model=civic&sort=cheapest&conditions=new,broken&fuelTypes=steam',
    );
    expect(state).toMatchObject({
      category: 'cars',
      make: '',
      model: '',
      sort: 'newest',
      conditions: ['new'],
      fuelTypes: [],
    });
  });

  it('drops numbers the API would refuse and puts reversed ranges in order', () => {
    expect(parse('priceMin=abc&priceMax=-5&yearMin=1800&mileageMax=12.7')).toMatchObject({
      priceMin: null,
      priceMax: null,
      yearMin: null,
      mileageMax: 12,
    });
    expect(parse('priceMin=30000&priceMax=10000&yearMin=2022&yearMax=2010')).toMatchObject({
      priceMin: 10000,
      priceMax: 30000,
      yearMin: 2010,
      yearMax: 2022,
    });
  });

  it('keeps a radius only with a 5-digit ZIP', () => {
    expect(parse('zip=7870&radius=25')).toMatchObject({ zip: '', radius: null });
    expect(parse('radius=25')).toMatchObject({ zip: '', radius: null });
    expect(parse('zip=78701')).toMatchObject({ zip: '78701', radius: null });
  });

  it('reads the sales rep link forms of SPEC §2 and ignores ids that are not UUIDs', () => {
    const id = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
    expect(parse(`sales_rep=${id}`).salesRepId).toBe(id);
    expect(parse(`sales_rep_id=${id}`).salesRepId).toBe(id);
    expect(parse('dealer_id=42').dealerId).toBe('');
  });
});

describe('toSearchParams', () => {
  it('round-trips a full search through the URL', () => {
    expect(parseSearchParams(toSearchParams(full))).toEqual(full);
  });

  it('always names the category and leaves defaults out', () => {
    expect(toSearchParams(DEFAULT_SEARCH).toString()).toBe('category=cars');
    expect(searchPath({ ...DEFAULT_SEARCH, category: 'motorcycles', make: 'honda' })).toBe(
      '/listings?category=motorcycles&make=honda',
    );
  });

  it('writes lists comma-separated in the canonical order', () => {
    const params = toSearchParams({ ...DEFAULT_SEARCH, conditions: ['used', 'new'] });
    expect(params.get('conditions')).toBe('used,new');
    expect(parse(params.toString()).conditions).toEqual(['new', 'used']);
  });

  it('never writes a model without a make or a radius without a ZIP', () => {
    const params = toSearchParams({ ...DEFAULT_SEARCH, model: 'civic', radius: 10 });
    expect(params.has('model')).toBe(false);
    expect(params.has('radius')).toBe(false);
  });
});

describe('toApiQuery', () => {
  it('asks for one page with facets, in the API parameter names', () => {
    const query = new URLSearchParams(toApiQuery(full, { limit: 24, facets: true }));
    expect(Object.fromEntries(query)).toEqual({
      category: 'trucks',
      make: 'ford',
      model: 'f-150',
      location: 'Austin',
      zip: '78701',
      radius: '25',
      priceMin: '5000',
      priceMax: '40000',
      yearMin: '2015',
      yearMax: '2022',
      mileageMax: '75000',
      conditions: 'used,certified_pre_owned',
      transmissions: 'automatic',
      fuelTypes: 'diesel,hybrid',
      featured: 'true',
      q: 'tow package',
      sort: 'price_asc',
      dealerId: full.dealerId,
      limit: '24',
    });
  });

  it('passes the cursor and skips facets on later pages', () => {
    const query = new URLSearchParams(
      toApiQuery(DEFAULT_SEARCH, { limit: 24, cursor: 'abc', facets: false }),
    );
    expect(query.get('cursor')).toBe('abc');
    expect(query.get('facets')).toBe('false');
    expect(query.get('sort')).toBe('newest');
  });
});

describe('updateSearch', () => {
  it('forgets make and model when the category changes', () => {
    const state = { ...DEFAULT_SEARCH, make: 'honda', model: 'civic' };
    expect(updateSearch(state, { category: 'motorcycles' })).toMatchObject({
      category: 'motorcycles',
      make: '',
      model: '',
    });
  });

  it('forgets the model when the make changes, and keeps it otherwise', () => {
    const state = { ...DEFAULT_SEARCH, make: 'honda', model: 'civic' };
    expect(updateSearch(state, { make: 'toyota' }).model).toBe('');
    expect(updateSearch(state, { priceMax: 1000 }).model).toBe('civic');
    expect(updateSearch(state, { make: 'any' })).toMatchObject({ make: '', model: '' });
  });

  it('drops the radius with the ZIP and orders ranges', () => {
    const state = { ...DEFAULT_SEARCH, zip: '78701', radius: 25 };
    expect(updateSearch(state, { zip: '' }).radius).toBeNull();
    expect(updateSearch(DEFAULT_SEARCH, { priceMin: 9000, priceMax: 3000 })).toMatchObject({
      priceMin: 3000,
      priceMax: 9000,
    });
  });
});

describe('clearFilters and activeFilterCount', () => {
  it('counts each narrowing choice and clears them all but category, sort and the seller', () => {
    expect(activeFilterCount(DEFAULT_SEARCH)).toBe(0);
    expect(activeFilterCount(full)).toBe(16);
    const cleared = clearFilters(full);
    expect(cleared).toEqual({
      ...DEFAULT_SEARCH,
      category: 'trucks',
      sort: 'price_asc',
      dealerId: full.dealerId,
    });
    expect(activeFilterCount(cleared)).toBe(0);
  });
});

describe("a seller's inventory (SPEC §2 dealer_id, sales_rep)", () => {
  const dealerId = '0b6f7c1e-2a59-4c4f-9d0e-0c1f3b8a9e11';

  it('shows every category unless one is chosen', () => {
    expect(parse(`dealer_id=${dealerId}`)).toMatchObject({ category: 'all', dealerId });
    expect(parse(`sales_rep=${dealerId}`)).toMatchObject({ category: 'all', salesRepId: dealerId });
    expect(parse(`dealer_id=${dealerId}&category=trucks`).category).toBe('trucks');
    expect(parse('category=all').category).toBe('cars');
  });

  it('leaves the category out of the page URL and the API query, where every category is the default', () => {
    const state = parse(`dealer_id=${dealerId}`);
    expect(toSearchParams(state).toString()).toBe(`dealer_id=${dealerId}`);
    const query = new URLSearchParams(toApiQuery(state, { limit: 24, facets: true }));
    expect(query.has('category')).toBe(false);
    expect(query.get('dealerId')).toBe(dealerId);
  });
});

describe('toggleListValue', () => {
  it('adds and removes a value and keeps the canonical order', () => {
    const added = toggleListValue(
      DEFAULT_SEARCH,
      'conditions',
      'certified_pre_owned',
      CONDITION_VALUES,
    );
    const both = toggleListValue(added, 'conditions', 'new', CONDITION_VALUES);
    expect(both.conditions).toEqual(['new', 'certified_pre_owned']);
    expect(toggleListValue(both, 'conditions', 'new', CONDITION_VALUES).conditions).toEqual([
      'certified_pre_owned',
    ]);
  });
});

describe('homeSearchPath (SPEC §5)', () => {
  it("leaves out 'any' make and model", () => {
    expect(homeSearchPath('cars', { make: 'any', model: 'any', zip: '  ' })).toBe(
      '/listings?category=cars',
    );
  });

  it('searches 50 miles around a 5-digit ZIP', () => {
    expect(homeSearchPath('trucks', { make: 'ford', model: 'f-150', zip: ' 90210 ' })).toBe(
      '/listings?category=trucks&make=ford&model=f-150&zip=90210&radius=50',
    );
  });

  it('matches any other text against the location, and drops a model without a make', () => {
    expect(
      homeSearchPath('motorcycles', { make: 'any', model: 'gold-wing', zip: 'Austin, TX' }),
    ).toBe('/listings?category=motorcycles&location=Austin%2C+TX');
  });
});

describe('applySuggestion', () => {
  const state = { ...DEFAULT_SEARCH, make: 'honda', model: 'civic', q: 'hon', priceMax: 20000 };

  it('replaces make and model and drops the typed text', () => {
    expect(applySuggestion(state, { make: 'toyota' })).toEqual({
      ...DEFAULT_SEARCH,
      make: 'toyota',
      priceMax: 20000,
    });
    expect(applySuggestion(state, { make: 'toyota', model: 'camry' })).toMatchObject({
      make: 'toyota',
      model: 'camry',
      q: '',
    });
  });

  it('sets a place as the location and keeps the other filters', () => {
    expect(applySuggestion(state, { location: 'Austin' })).toMatchObject({
      make: 'honda',
      model: 'civic',
      location: 'Austin',
      priceMax: 20000,
      q: '',
    });
  });
});
