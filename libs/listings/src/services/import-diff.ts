import { ForbiddenError } from '@market/platform';
import type { InventoryUnit } from '../repositories/listing-import.repository.js';
import type { ImportFields } from './import-rows.js';
import type { Actor } from './listing-access.js';

/** Whether applying `fields` would change the unit (and so publish an event). */
export function unitDiffers(unit: InventoryUnit, fields: ImportFields): boolean {
  const same =
    unit.category === fields.category &&
    unit.title === fields.title &&
    unit.make === fields.make &&
    unit.makeLabel === fields.makeLabel &&
    unit.model === fields.model &&
    unit.modelLabel === fields.modelLabel &&
    unit.year === fields.year &&
    unit.price === fields.price &&
    unit.mileage === fields.mileage &&
    unit.vin === fields.vin &&
    unit.stockNumber === fields.stockNumber &&
    unit.condition === fields.condition &&
    unit.transmission === fields.transmission &&
    unit.fuelType === fields.fuelType &&
    unit.engine === fields.engine &&
    unit.exteriorColor === fields.exteriorColor &&
    unit.interiorColor === fields.interiorColor &&
    JSON.stringify(unit.features) === JSON.stringify(fields.features) &&
    unit.description === fields.description &&
    unit.locationCity === fields.locationCity &&
    unit.locationState === fields.locationState &&
    unit.locationZip === fields.locationZip &&
    unit.status === fields.status &&
    JSON.stringify(unit.importPhotoUrls ?? []) === JSON.stringify(fields.photoUrls);
  return !same;
}

/** The inventory an actor imports into: their dealer's, else (a sales rep) their own. */
export function importOwner(actor: Actor): {
  userId: string;
  dealerId: string | null;
  salesRepId: string | null;
  scope: string;
  sellerActive: boolean;
} {
  const isDealer = actor.roles.includes('dealer');
  if (!isDealer && !actor.roles.includes('sales_rep'))
    throw new ForbiddenError('Only dealers and sales representatives can import listings.');
  return {
    userId: actor.id,
    dealerId: isDealer ? actor.dealerId : null,
    salesRepId: isDealer ? null : actor.id,
    scope: (isDealer ? actor.dealerId : null) ?? actor.id,
    sellerActive: actor.dealerPublic,
  };
}
