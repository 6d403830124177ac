import {
  categoryOf,
  CHECK_DIGIT_MESSAGE,
  cylindersText,
  engineText,
  fuelTypeOf,
  INVALID_VIN_MESSAGE,
  InvalidVinError,
  transmissionOf,
  validateVin,
  vinCheckDigit,
} from './vin-rules.js';

function invalidReason(vin: string): string | undefined {
  try {
    validateVin(vin);
    return undefined;
  } catch (error) {
    return error instanceof InvalidVinError ? error.reason : 'other';
  }
}

describe('VIN rules', () => {
  it('computes the check digit, 10 being written X', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('1FTFW1ET9DFC10312')).toBe('9');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it('trims and upper-cases a VIN, and wants exactly 17 characters without I, O or Q', () => {
    expect(validateVin(' 1hgcm82633a004352\n')).toBe('1HGCM82633A004352');
    for (const bad of [
      '',
      '1HGCM8263',
      '1HGCM82633A0043521',
      '1HGCM82633A00435',
      '1HGCM8263-A004352',
    ]) {
      expect(invalidReason(bad)).toBe('format');
    }
    for (const letter of ['I', 'O', 'Q'])
      expect(invalidReason(`1HGCM82633A00435${letter}`)).toBe('format');
    expect(() => validateVin('1HGCM8263')).toThrow(INVALID_VIN_MESSAGE);
  });

  it('refuses a North-American VIN (first character 1-5) whose check digit does not match', () => {
    expect(invalidReason('1HGCM82643A004352')).toBe('check-digit');
    expect(invalidReason('5YJ3E1EA7KF317000')).toBe('check-digit');
    expect(() => validateVin('1HGCM82643A004352')).toThrow(CHECK_DIGIT_MESSAGE);
    expect(validateVin('1HD1BTY326Y071305')).toBe('1HD1BTY326Y071305');
  });

  it('skips the check digit for VINs from elsewhere, which need not carry one', () => {
    expect(vinCheckDigit('JH2SC59006M000000')).not.toBe('0');
    expect(validateVin('JH2SC59006M000000')).toBe('JH2SC59006M000000');
    expect(validateVin('WVWZZZ1JZXW000001')).toBe('WVWZZZ1JZXW000001');
  });

  it('maps vPIC fuel types to the four a decode fills in', () => {
    expect(fuelTypeOf('Gasoline')).toBe('gasoline');
    expect(fuelTypeOf('Flexible Fuel Vehicle (FFV)')).toBe('gasoline');
    expect(fuelTypeOf('Diesel')).toBe('diesel');
    expect(fuelTypeOf('Electric')).toBe('electric');
    expect(fuelTypeOf('Hybrid')).toBe('hybrid');
    expect(fuelTypeOf('Compressed Natural Gas (CNG)')).toBeNull();
    expect(fuelTypeOf(undefined)).toBeNull();
  });

  it('maps transmissions: manual, CVT, otherwise automatic', () => {
    expect(transmissionOf('Manual/Standard')).toBe('manual');
    expect(transmissionOf('Continuously Variable Transmission (CVT)')).toBe('cvt');
    expect(transmissionOf('Electronic Continuously Variable (e-CVT)')).toBe('cvt');
    expect(transmissionOf('Automated Manual Transmission (AMT)')).toBe('automatic');
    expect(transmissionOf('Dual-Clutch Transmission (DCT)')).toBe('automatic');
    expect(transmissionOf(undefined)).toBe('automatic');
  });

  it('maps the vehicle type to a listing category', () => {
    expect(categoryOf('Motorcycle', undefined)).toBe('motorcycles');
    expect(categoryOf('Truck', 'Pickup')).toBe('trucks');
    expect(categoryOf('Bus', undefined)).toBe('trucks');
    expect(categoryOf('Incomplete Vehicle', 'Other')).toBe('trucks');
    expect(categoryOf('Multipurpose Passenger Vehicle (MPV)', 'Pickup')).toBe('trucks');
    expect(categoryOf('Multipurpose Passenger Vehicle (MPV)', 'SUV')).toBe('cars');
    expect(categoryOf('Passenger Car', 'Sedan')).toBe('cars');
    expect(categoryOf(undefined, undefined)).toBe('cars');
  });

  it('describes cylinders and the engine', () => {
    expect(cylindersText('6')).toBe('6 Cylinder');
    expect(cylindersText('0')).toBeNull();
    expect(cylindersText(undefined)).toBeNull();
    expect(engineText({ liters: '2.5', cylinders: '4' })).toBe('2.5L 4-cyl');
    expect(engineText({ liters: '5.6579', cylinders: '8' })).toBe('5.7L 8-cyl');
    expect(engineText({ cc: '1450' })).toBe('1450cc');
    expect(engineText({ cylinders: '6' })).toBe('6-cyl');
    expect(engineText({})).toBeNull();
  });
});
