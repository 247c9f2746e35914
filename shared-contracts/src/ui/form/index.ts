// The ui/form entry: the pages every create and edit screen is drawn in (its header, the form once what it needs is
// read, the loading, error and not-found states, the question before leaving unsaved changes), a form's buttons, and the
// notice of someone else's save of the record an edit form holds.
// Their state comes from the form controllers ('shared-contracts/controllers/form').
export { choiceItems } from './choiceItems';
export { CreatePage } from './CreatePage';
export type { EditPageProps } from './EditPage';
export { EditPage } from './EditPage';
export { FormActions } from './FormActions';
export { FormExits } from './FormExits';
export { FormPage } from './FormPage';
export type { TheirChanges } from './TheirChangesNotice';
