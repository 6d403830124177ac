/**
 * Test data: a listing as the create form sends it (POST /api/listings without its photos),
 * valid unless overridden.
 */
export function newListing(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    category: 'cars',
    make: 'honda',
    model: 'accord',
    year: 2020,
    price: 18999.5,
    mileage: 42000,
    condition: 'used',
    transmission: 'automatic',
    fuelType: 'gasoline',
    locationCity: 'Austin',
    locationState: 'TX',
    description: 'One owner, full service history.',
    features: ['Backup camera', 'Bluetooth'],
    ...overrides,
  };
}
