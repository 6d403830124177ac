import {
  InvalidVinError,
  mapCategory,
  mapFuelType,
  mapTransmission,
  validateVin,
  vinCheckDigit,
} from './vin-decoder.js';

describe('VIN rules', () => {
  it('computes the North-American check digit', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('accepts 17 characters without I, O or Q, upper-casing them', () => {
    expect(validateVin(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
    for (const bad of [
      '1HGCM8263',
      '1HGCM82633A0043521',
      '1HGCM82633I004352',
      '1HGCM82633O004352',
      '1HGCM82633Q004352',
    ]) {
      expect(() => validateVin(bad)).toThrow('Please enter a valid 17-character VIN');
    }
  });

  it('refuses a North-American VIN whose check digit does not match, and skips the check elsewhere', () => {
    expect(() => validateVin('1HGCM82643A004352')).toThrow(InvalidVinError);
    expect(validateVin('WVWZZZ1JZXW000001')).toBe('WVWZZZ1JZXW000001');
  });

  it('maps fuel, transmission and category as SPEC.md §9', () => {
    expect(mapFuelType('Gasoline')).toBe('gasoline');
    expect(mapFuelType('Diesel')).toBe('diesel');
    expect(mapFuelType('Electric')).toBe('electric');
    expect(mapFuelType('Gasoline, Hybrid')).toBe('hybrid');
    expect(mapFuelType('Compressed Natural Gas')).toBeNull();
    expect(mapTransmission('Manual/Standard')).toBe('manual');
    expect(mapTransmission('Continuously Variable Transmission (CVT)')).toBe('cvt');
    expect(mapTransmission(undefined)).toBe('automatic');
    expect(mapCategory('Motorcycle', undefined)).toBe('motorcycles');
    expect(mapCategory('Truck', 'Pickup')).toBe('trucks');
    expect(mapCategory('Passenger Car', 'Sedan')).toBe('cars');
  });
});
