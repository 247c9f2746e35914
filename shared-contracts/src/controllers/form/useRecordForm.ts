import { type MutableRefObject, useCallback, useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, type PathValue, useForm } from 'react-hook-form';
import { isDataError, type NewOf, type PatchOf, type RecordOf, type Resource, showToast } from 'shared-contracts/contract';
import { useCreate, useDataProvider, useUpdate } from 'shared-contracts/data';
import { type LeaveGuard, useLeaveGuard } from 'shared-contracts/ui';
import type { TheirChanges } from 'shared-contracts/ui/form';

import { type FieldKind, formInput, formPatch, type FormValues } from './formInput';
import { CONFLICT_TOAST, type FormToasts, validationToast } from './formToasts';
import { useTheirChanges } from './useTheirChanges';

export interface RecordForm<V extends FormValues, T> {
  values: V;
  setValue: <F extends keyof V & string>(field: F, value: V[F]) => void;
  /** After a refused save: the message for each field in error, until the user changes that field. */
  errors: Partial<Record<keyof V & string, string>>;
  /** True while the record is being saved. */
  busy: boolean;
  /** Whether any field differs from where the form started (leaving then asks first). */
  dirty: boolean;
  /** Saves and shows the toast; resolves to the saved record, or undefined when nothing was saved. */
  submit: () => Promise<T | undefined>;
  /** Asks before leaving with unsaved changes (show it with FormLeaveDialog); `leave.navigateAway` after a save. */
  leave: LeaveGuard;
  /**
   * An edit form given `toValues`: someone else's save of the record while it is open, with the fields that now differ
   * and the choice for each (controllers/form 6.1.0). FormExits shows it.
   */
  theirs?: TheirChanges;
}

/** What a create or edit form component is given: its controller, its submit button's words, and where it leads once done. */
export interface RecordFormProps<V extends FormValues, T> {
  form: RecordForm<V, T>;
  submitLabel: string;
  /** The submit button's words while saving: "Adding...". */
  busyLabel: string;
  onSaved: (record: T) => void;
  onCancel: () => void;
}

export interface RecordFormOptions<V extends FormValues, T> {
  initial: V;
  toasts: FormToasts<T>;
  /** How each field's text reads as a value (see formInput); unnamed fields are text. */
  kinds?: Partial<Record<keyof V & string, FieldKind>>;
  /** A pause before saving, with the form busy (the specification's one-second vehicle registration). */
  delayMs?: number;
}

export interface EditFormOptions<V extends FormValues, T> extends RecordFormOptions<V, T> {
  /**
   * The form's values for the record as read (what `initial` was made with). Given it, the form knows when someone else
   * saves the record while it is open, and says so in `theirs` (controllers/form 6.1.0).
   */
  toValues?: (record: T) => V;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The form's plumbing: its state, and where its save starts from (`start`: the values as stored, as the form knows them). */
interface RecordFormParts<V extends FormValues, T> {
  form: Omit<RecordForm<V, T>, 'theirs'>;
  start: MutableRefObject<V>;
  getValues: () => V;
}

function useRecordForm<V extends FormValues, T>(
  options: RecordFormOptions<V, T>,
  save: (values: V, start: V) => Promise<T>,
  onConflict?: () => void,
): RecordFormParts<V, T> {
  const { toasts, delayMs = 0 } = options;
  const form = useForm<V & FieldValues>({ defaultValues: options.initial as DefaultValues<V & FieldValues> });
  const start = useRef(options.initial);
  const provider = useDataProvider();

  // What a save needs (the sample provider's rules) is fetched while the user fills the form in, not on Save.
  useEffect(() => provider.prepareWrites?.(), [provider]);

  const setValue = useCallback(
    <F extends keyof V & string>(field: F, value: V[F]) => {
      const name = field as unknown as Path<V & FieldValues>;
      form.setValue(name, value as PathValue<V & FieldValues, typeof name>, { shouldDirty: true });
      form.clearErrors(name);
    },
    [form],
  );

  const submit = () =>
    new Promise<T | undefined>((resolve) => {
      const saveValues = async (values: V) => {
        try {
          if (delayMs > 0) await wait(delayMs);
          const record = await save(values, start.current);
          start.current = values;
          form.reset(values);
          showToast({ ...toasts.success(record), variant: 'success' });
          resolve(record);
        } catch (error) {
          if (isDataError(error, 'validation')) {
            for (const [field, { code, message }] of Object.entries(error.fields)) {
              form.setError(field as Path<V & FieldValues>, { type: code, message });
            }
            showToast({ ...(toasts.invalid ?? validationToast)(error.fields), variant: 'error' });
          } else if (isDataError(error, 'conflict')) {
            showToast({ ...CONFLICT_TOAST, variant: 'error' });
            onConflict?.();
          } else {
            console.error('Saving failed', error);
            showToast({ ...toasts.failure, variant: 'error' });
          }
          resolve(undefined);
        }
      };
      void form.handleSubmit((values) => saveValues(values as V))();
    });

  const errors: Partial<Record<string, string>> = {};
  for (const [field, error] of Object.entries(form.formState.errors)) if (error?.message) errors[field] = String(error.message);

  const values = form.watch() as V;
  // Against where a save starts from, which someone else's save may move (see useTheirChanges).
  const dirty = Object.keys(values).some((field) => values[field] !== start.current[field]);
  const leave = useLeaveGuard(dirty);
  return {
    form: { values, setValue, errors, busy: form.formState.isSubmitting, dirty, submit, leave },
    start,
    getValues: () => form.getValues() as V,
  };
}

/**
 * A create form over one resource: the provider checks the values (its messages show under the inputs and
 * the `invalid` toast names the problem) and creates the record. One check per submit.
 *
 * @example
 * const form = useCreateController('jobs', { initial: EMPTY_JOB_FORM, kinds: JOB_FIELD_KINDS, toasts: CREATE_TOASTS });
 * const job = await form.submit(); if (job) navigate(routes.jobs.detail(job.id));
 */
export function useCreateController<R extends Resource, V extends FormValues>(resource: R, options: RecordFormOptions<V, RecordOf[R]>) {
  const create = useCreate(resource);
  return useRecordForm<V, RecordOf[R]>(options, async (values) => (await create.run(formInput<NewOf[R]>(values, options.kinds ?? {}))).data)
    .form;
}

/**
 * An edit form over one record: only the fields the user changed are sent, so a value the user did not
 * touch is never rewritten; with the version it was read at, so a provider can refuse a change made meanwhile.
 * Given `toValues`, it knows when someone else saves the record while it is open (`theirs`): each field that then
 * differs from what the form holds is the user's to choose, theirs or mine; once all are chosen, the save is made
 * from their version. Until then a save is made from the version the form started from, which a provider that keeps
 * versions refuses as before, and after such a refusal the form reads the record again to show what differs.
 *
 * @example const form = useEditController('jobs', job, { initial: jobToFormValues(job), toValues: jobToFormValues, kinds: JOB_FIELD_KINDS, toasts });
 */
export function useEditController<R extends Resource, V extends FormValues>(
  resource: R,
  record: Pick<RecordOf[R], 'id' | 'version'>,
  options: EditFormOptions<V, RecordOf[R]>,
): RecordForm<V, RecordOf[R]> {
  const update = useUpdate(resource);
  // Each save is based on the version saved last: the one read, then the one this form wrote (or theirs, once chosen).
  const version = useRef(record.version);
  const settled = useRef<() => void>(undefined);
  const readAgain = useRef<() => void>(undefined);
  const parts = useRecordForm<V, RecordOf[R]>(
    options,
    async (values, start) => {
      const { data } = await update.run(record.id, formPatch<PatchOf[R]>(values, start, options.kinds ?? {}), version.current);
      version.current = data.version;
      settled.current?.();
      return data;
    },
    () => readAgain.current?.(),
  );
  const theirs = useTheirChanges(resource, record.id, { ...parts, version, toValues: options.toValues });
  settled.current = theirs.settle;
  readAgain.current = theirs.readAgain;
  return theirs.changes ? { ...parts.form, theirs: theirs.changes } : parts.form;
}
