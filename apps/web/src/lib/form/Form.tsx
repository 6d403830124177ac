import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import {
  FormProvider,
  get,
  useController,
  useFormContext,
  type FieldErrors,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { errorMessage } from '../api';
import {
  Field,
  type FieldProps,
  RadioGroup,
  type RadioOption,
  useToast,
  type ToastOptions,
} from '../../ui';
import { showServerErrors } from './serverErrors';

interface FormProps<In extends FieldValues, Out> extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'onError'
> {
  form: UseFormReturn<In, unknown, Out>;
  /** Runs with the parsed values; throwing (an ApiError) shows the failure. */
  onSubmit: SubmitHandler<Out>;
  /** Default "stack": the fields one under the other. */
  className?: string;
  /** The toast when the request fails (SPEC §8's text); its description is the server's message. */
  failure?: string | ((error: unknown) => ToastOptions | null);
  /** After the browser's own check failed (the first invalid field has the focus already). */
  onInvalidSubmit?: (errors: FieldErrors<In>) => void;
  children: ReactNode;
}

/**
 * A form on the one form layer: the schema checks before anything is sent, the server's
 * field errors land under the same fields, the first invalid field is focused and a failure
 * is told in a toast.
 */
export function Form<In extends FieldValues, Out>({
  form,
  onSubmit,
  failure,
  onInvalidSubmit,
  children,
  className = 'stack',
  ...props
}: FormProps<In, Out>) {
  const { toast } = useToast();
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(form, error);
      const notice =
        typeof failure === 'function'
          ? failure(error)
          : { title: failure ?? 'Something went wrong', description: errorMessage(error) };
      if (notice) toast({ variant: 'danger', ...notice });
    }
  }, onInvalidSubmit);
  return (
    <FormProvider {...form}>
      <form noValidate className={className} {...props} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

type FormFieldProps = FieldProps & { name: string };

/** A Field bound to the surrounding Form's value and error by name (a given ref is kept too). */
export function FormField({ name, ...props }: FormFieldProps) {
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const { ref: registerRef, ...registration } = register(name);
  const given = (props as { ref?: Ref<HTMLElement> }).ref;
  const ref = (element: HTMLElement | null) => {
    registerRef(element);
    if (typeof given === 'function') given(element);
    else if (given) (given as { current: HTMLElement | null }).current = element;
  };
  const { onChange, onBlur } = props as {
    onChange?: (e: unknown) => void;
    onBlur?: (e: unknown) => void;
  };
  return (
    <Field
      {...(props as FieldProps)}
      {...registration}
      ref={ref as never}
      onChange={(event: unknown) => {
        void registration.onChange(event as Event);
        onChange?.(event);
      }}
      onBlur={(event: unknown) => {
        void registration.onBlur(event as Event);
        onBlur?.(event);
      }}
      error={error?.message}
    />
  );
}

interface FormRadioGroupProps<T extends string> {
  name: string;
  legend: ReactNode;
  options: RadioOption<T>[];
  hint?: ReactNode;
  columns?: boolean;
}

/** A RadioGroup bound to the surrounding Form by name. */
export function FormRadioGroup<T extends string>({ name, ...props }: FormRadioGroupProps<T>) {
  const { field, fieldState } = useController({ name });
  return (
    <RadioGroup<T>
      {...props}
      name={name}
      value={field.value as T | undefined}
      onChange={field.onChange}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
