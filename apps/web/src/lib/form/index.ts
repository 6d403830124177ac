export { useSchemaForm, type SchemaForm } from './useSchemaForm';
export { Form, FormField, FormRadioGroup } from './Form';
export { showServerErrors } from './serverErrors';
