import { ParseUUIDPipe } from '@nestjs/common';
import { NotFoundError } from './app-errors.js';

/**
 * An id in a path: anything that is not a UUID names something that does not exist, so it
 * answers 404 with the context's own text (`@Param('id', uuidParam('Inquiry not found'))`).
 */
export function uuidParam(notFoundMessage: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(notFoundMessage) });
}
