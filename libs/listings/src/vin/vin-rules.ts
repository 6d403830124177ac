import type { FuelType, Transmission, VehicleCategory } from '@market/contracts';

export const INVALID_VIN_MESSAGE = 'Please enter a valid 17-character VIN';
export const CHECK_DIGIT_MESSAGE =
  'This VIN’s check digit does not match; please check it for typos';
export const UNKNOWN_VIN_MESSAGE =
  'We could not find this VIN. Please check it or fill in the details yourself.';

/** The VIN cannot be right: wrong length or characters, or a North-American check digit that does not match. */
export class InvalidVinError extends Error {
  override readonly name = 'InvalidVinError';
  constructor(readonly reason: 'format' | 'check-digit') {
    super(reason === 'format' ? INVALID_VIN_MESSAGE : CHECK_DIGIT_MESSAGE);
  }
}

/** A well-formed VIN the vPIC data knows nothing useful about (not even the make). */
export class UnknownVinError extends Error {
  override readonly name = 'UnknownVinError';
  constructor() {
    super(UNKNOWN_VIN_MESSAGE);
  }
}

/** 17 characters, digits and capitals without I, O and Q (ISO 3779). */
const VIN_FORMAT = /^[A-HJ-NPR-Z0-9]{17}$/;
/** North American WMIs start with 1-5 (US, Canada, Mexico); 49 CFR 565 makes position 9 a check digit there. */
const NORTH_AMERICAN = /^[1-5]/;
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit of a well-formed VIN: the weighted sum of its characters modulo 11, 10 written X. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) {
    const char = vin[i];
    sum += (char >= '0' && char <= '9' ? Number(char) : LETTER_VALUES[char]) * WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The VIN trimmed and upper-cased, or InvalidVinError; the check digit binds North-American VINs only. */
export function validateVin(input: string): string {
  const vin = input.trim().toUpperCase();
  if (!VIN_FORMAT.test(vin)) throw new InvalidVinError('format');
  if (NORTH_AMERICAN.test(vin) && vin[8] !== vinCheckDigit(vin))
    throw new InvalidVinError('check-digit');
  return vin;
}

/**
 * SPEC.md §9: a decode fills in gasoline, diesel, hybrid or electric. vPIC's primary fuel, or
 * 'Hybrid' when corgi saw an electric secondary fuel; flexible-fuel vehicles run on gasoline.
 */
export function fuelTypeOf(text: string | undefined): FuelType | null {
  const fuel = (text ?? '').toLowerCase();
  if (fuel.includes('hybrid')) return 'hybrid';
  if (fuel.includes('electric')) return 'electric';
  if (fuel.includes('diesel')) return 'diesel';
  if (fuel.includes('gasoline') || fuel.includes('flexible fuel')) return 'gasoline';
  return null;
}

/**
 * SPEC.md §9: containing 'manual' → manual, 'cvt' → cvt, else automatic. vPIC's "Automated Manual
 * Transmission (AMT)" has no clutch pedal, so it stays automatic.
 */
export function transmissionOf(text: string | undefined): Transmission {
  const transmission = (text ?? '').toLowerCase();
  if (transmission.includes('cvt') || transmission.includes('continuously variable')) return 'cvt';
  if (transmission.includes('manual') && !transmission.includes('automated manual'))
    return 'manual';
  return 'automatic';
}

/** The listing category of vPIC's vehicle type (from the WMI), a pickup body counting as a truck. */
export function categoryOf(
  vehicleType: string | undefined,
  bodyStyle: string | undefined,
): VehicleCategory {
  const type = (vehicleType ?? '').toLowerCase();
  const body = (bodyStyle ?? '').toLowerCase();
  if (type.includes('motorcycle') || body.includes('motorcycle')) return 'motorcycles';
  if (/truck|bus|incomplete/.test(type) || body.includes('pickup')) return 'trucks';
  return 'cars';
}

const positive = (text: string | undefined): number | null => {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** SPEC.md §9: '{n} Cylinder'. */
export function cylindersText(cylinders: string | undefined): string | null {
  const count = positive(cylinders);
  return count === null ? null : `${Math.round(count)} Cylinder`;
}

/** A short engine description: '2.5L 4-cyl', '1450cc', '6-cyl'; null when vPIC gives neither size nor cylinders. */
export function engineText(engine: {
  liters?: string;
  cc?: string;
  cylinders?: string;
}): string | null {
  const liters = positive(engine.liters);
  const cc = positive(engine.cc);
  const cylinders = positive(engine.cylinders);
  const size =
    liters !== null ? `${liters.toFixed(1)}L` : cc !== null ? `${Math.round(cc)}cc` : null;
  const text = [size, cylinders === null ? null : `${Math.round(cylinders)}-cyl`]
    .filter(Boolean)
    .join(' ');
  return text || null;
}
