// The form controllers: create and edit forms over the data layer (field state, one check per submit by
// the provider, field errors from its typed error, the specification's toasts, the leave guard) and the
// form page every create and edit screen is drawn in.
export { bindTextFields } from './bindTextFields';
export { choiceItems } from './choiceItems';
export { CreatePage } from './CreatePage';
export { EditPage } from './EditPage';
export { FormActions } from './FormActions';
export { FormExits } from './FormExits';
export { FormPage } from './FormPage';
export type { FormToasts } from './formToasts';
export { useFormSubmit } from './useFormSubmit';
export type { RecordForm, RecordFormProps } from './useRecordForm';
export { useCreateController, useEditController } from './useRecordForm';
