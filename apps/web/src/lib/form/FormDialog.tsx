import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Dialog } from '../../ui';
import { Form } from './Form';
import styles from './FormDialog.module.css';

type FormDialogProps<In extends FieldValues, Out> = Omit<
  ComponentProps<typeof Form<In, Out>>,
  'title'
> & {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  submitLabel?: string;
};

/**
 * A form in a dialog (edit a profile, send a message): the one form layer inside, Cancel and
 * the submit button at the foot. Mounted only while shown, so each opening starts afresh.
 */
export function FormDialog<In extends FieldValues, Out>({
  title,
  description,
  onClose,
  submitLabel = 'Save Changes',
  children,
  form,
  ...formProps
}: FormDialogProps<In, Out>) {
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      className={styles.dialog}
    >
      <Form form={form} className="stack" {...formProps}>
        {children}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
