import { ParseUUIDPipe } from '@nestjs/common';
import { NotFoundError } from '@market/platform';
import { VEHICLE_NOT_FOUND } from '../services/listing.service.js';

/** Ids in paths: anything that is not a UUID is a listing or image that does not exist. */
export const listingIdParam = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError(VEHICLE_NOT_FOUND),
});
export const imageIdParam = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError('Image not found'),
});
