export { useSchemaForm, type SchemaForm } from './useSchemaForm';
export { Form, FormField, FormRadioGroup } from './Form';
export { showServerErrors } from './serverErrors';
export { FormDialog } from './FormDialog';
export { blankAs } from './formSchemas';
