import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A form whose values are checked by a schema from libs/contracts before they are sent. */
export type SchemaForm<S extends z.ZodType<unknown, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

/** Starting values; a text control may start empty ('') where the schema wants one of a list. */
export type FormDefaults<T> = {
  [K in keyof T]?: T[K] | (NonNullable<T[K]> extends string ? '' : never);
};

/**
 * react-hook-form with the contracts' schema: the same rules (and messages) the server
 * applies run in the browser first. Errors show after the first submit and go as each field
 * is fixed; the first invalid field takes the focus.
 */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: FormDefaults<z.input<S>>,
): SchemaForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
