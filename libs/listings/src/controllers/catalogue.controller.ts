import { Controller, Header, Param, Query } from '@nestjs/common';
import {
  type CatalogueMake,
  type CatalogueModel,
  catalogueRoutes,
  type ParsedBodyOf,
  type VehicleCategory,
  vehicleCategorySchema,
  type VinDecodeResponse,
} from '@market/contracts';
import { Endpoint, RouteBody, ValidationError, VinNotFoundError } from '@market/platform';
import { VehicleCatalogue } from '../catalogue/index.js';
import { InvalidVinError, UnknownVinError, VinDecoder } from '../vin/index.js';

function category(value: string): VehicleCategory {
  const parsed = vehicleCategorySchema.safeParse(value);
  if (!parsed.success)
    throw new ValidationError(
      `Unknown vehicle category "${value.slice(0, 40)}": use cars, motorcycles or trucks.`,
    );
  return parsed.data;
}

/** Makes and models for the search form and the listing form; the data only changes with a release. */
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: VehicleCatalogue) {}

  @Header('cache-control', 'public, max-age=3600')
  @Endpoint(catalogueRoutes.makes)
  makes(@Param('category') value: string): { category: VehicleCategory; items: CatalogueMake[] } {
    const c = category(value);
    return { category: c, items: this.catalogue.makes(c) };
  }

  @Header('cache-control', 'public, max-age=3600')
  @Endpoint(catalogueRoutes.models)
  models(
    @Param('category') value: string,
    @Query('make') make: string | undefined,
  ): { category: VehicleCategory; make: string; items: CatalogueModel[] } {
    const c = category(value);
    const chosen = typeof make === 'string' && make.trim() ? make.trim().toLowerCase() : 'any';
    return { category: c, make: chosen, items: this.catalogue.models(c, chosen) };
  }
}

/** Offline VIN decoding from the NHTSA vPIC data shipped with the service. */
@Controller()
export class VinController {
  constructor(private readonly decoder: VinDecoder) {}

  @Endpoint(catalogueRoutes.decodeVin)
  async decode(
    @RouteBody(catalogueRoutes.decodeVin) body: ParsedBodyOf<typeof catalogueRoutes.decodeVin>,
  ): Promise<VinDecodeResponse> {
    try {
      return await this.decoder.decode(body.vin);
    } catch (error) {
      if (error instanceof InvalidVinError)
        throw new ValidationError(error.message, [{ path: 'vin', message: error.message }]);
      if (error instanceof UnknownVinError) throw new VinNotFoundError(error.message);
      throw error;
    }
  }
}
