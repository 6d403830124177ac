import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationError } from './app-errors.js';

/** Turns zod issues into the envelope's details, naming each bad field. */
export function zodDetails(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
}

export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  value: unknown,
  what = 'request',
): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = zodDetails(result.error);
  const message =
    details.length === 1
      ? details[0].message
      : `The ${what} has ${details.length} problems: ${details.map((d) => d.message).join('; ')}`;
  throw new ValidationError(message, details);
}

/** `@Body(new ZodPipe(schema))`: validates with the contract schema from libs/contracts. */
export class ZodPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(
    /** Public so the route table can be read with each route's schemas (libs/platform/src/testing/route-table.ts). */
    readonly schema: T,
    readonly what = 'request',
  ) {}

  transform(value: unknown): z.infer<T> {
    return parseOrThrow(this.schema, value, this.what);
  }
}
