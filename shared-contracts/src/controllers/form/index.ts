// The form controllers: create and edit forms over the data layer (field state, one check per submit by the provider,
// field errors from its typed error, the specification's toasts, the leave guard, someone else's save of the record an
// edit form holds), returning state and callbacks only.
// The pages they are drawn in are ui/form's ('shared-contracts/ui/form').
export { bindTextFields } from './bindTextFields';
export type { FormToasts } from './formToasts';
export { useFormSubmit } from './useFormSubmit';
export type { RecordForm, RecordFormProps } from './useRecordForm';
export { useCreateController, useEditController } from './useRecordForm';
// Since 5.1 the form pages and buttons are ui/form's: these stay for remotes built against 5.0.
/** @public @deprecated import them from 'shared-contracts/ui/form' */
export { choiceItems, CreatePage, FormActions, FormExits, FormPage } from 'shared-contracts/ui/form';
/** @public @deprecated import EditPage from 'shared-contracts/ui/form', given useShowController's answer */
export { EditPage } from './legacyEditPage';
