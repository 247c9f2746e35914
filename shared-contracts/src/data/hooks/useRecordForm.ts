import { useCallback, useEffect, useState } from 'react';
import { showToast, type ToastMessage } from 'shared-contracts/contract';
import type { FieldErrors } from '../schema/entitySchema';
import type { CollectionName, EntityMap } from '../store/dataSet';
import { isValidationError } from '../store/errors';
import { loadWrites } from '../store/loadWrites';
import { useDataStore } from './DataStoreProvider';

/** What a form's inputs hold, by the store's field names: text, or a switch's true/false. */
export type FormValues = Record<string, string | boolean>;

/** The toasts a form shows; `success` and `invalid` read the outcome. */
export interface FormToasts<T> {
  success: (record: T) => ToastMessage;
  /** A field is wrong (the same messages show under the inputs). */
  invalid: (errors: FieldErrors) => ToastMessage;
  /** The store refused for any other reason. */
  failure: ToastMessage;
}

export interface RecordForm<V extends FormValues, T> {
  values: V;
  setValue: <F extends keyof V & string>(field: F, value: V[F]) => void;
  /** After a submit: the message for each field in error, until the user changes that field. */
  errors: FieldErrors;
  /** True while the record is being saved. */
  busy: boolean;
  /** Whether any field differs from where the form started (leaving then asks first). */
  dirty: boolean;
  /** Validates, saves, shows the toast; resolves to the saved record, or undefined when nothing was saved. */
  submit: () => Promise<T | undefined>;
}

interface FormOptions<V extends FormValues, T> {
  initial: V;
  toasts: FormToasts<T>;
  /** A pause before saving, with the form busy (the specification's one-second vehicle registration). */
  delayMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function useFormState<V extends FormValues, T>(
  options: FormOptions<V, T>,
  check: (values: V, start: V) => Promise<FieldErrors | undefined>,
  save: (values: V, start: V) => Promise<T>,
): RecordForm<V, T> {
  const { toasts, delayMs = 0 } = options;
  const [start, setStart] = useState(options.initial);
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  // The checks come with the store's write side: fetched while the user fills the form in, not on Save.
  useEffect(() => {
    loadWrites().catch(() => {});
  }, []);

  const setValue = useCallback(<F extends keyof V & string>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const fail = (found: FieldErrors) => {
    setErrors(found);
    showToast({ ...toasts.invalid(found), variant: 'error' });
  };

  const submit = async () => {
    let found: FieldErrors | undefined;
    try {
      found = await check(values, start);
    } catch (error) {
      console.error('The form could not be checked', error);
      showToast({ ...toasts.failure, variant: 'error' });
      return undefined;
    }
    if (found) {
      fail(found);
      return undefined;
    }
    setBusy(true);
    try {
      if (delayMs > 0) await wait(delayMs);
      const record = await save(values, start);
      setStart(values);
      setErrors({});
      showToast({ ...toasts.success(record), variant: 'success' });
      return record;
    } catch (error) {
      if (isValidationError(error)) fail(error.fieldErrors);
      else {
        console.error('Saving failed', error);
        showToast({ ...toasts.failure, variant: 'error' });
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const dirty = (Object.keys(values) as Array<keyof V>).some((field) => values[field] !== start[field]);
  return { values, setValue, errors, busy, dirty, submit };
}

/**
 * A create form over one collection: its field schema checks the values (the messages show under
 * the inputs and the `invalid` toast names the problem), then the store creates the record.
 *
 * @example
 * const form = useCreateForm('jobs', { initial: EMPTY_JOB, toasts: { success: (job) => …, invalid: () => VALIDATION_TOAST, failure } });
 * const job = await form.submit(); if (job) navigate(routes.jobs.detail(job.id));
 */
export function useCreateForm<K extends CollectionName, V extends FormValues>(collection: K, options: FormOptions<V, EntityMap[K]>) {
  const store = useDataStore();
  return useFormState<V, EntityMap[K]>(
    options,
    async (values) => {
      const { ENTITY_SCHEMAS, readNew } = await loadWrites();
      const result = readNew(ENTITY_SCHEMAS[collection], values, store.now());
      return result.ok ? undefined : result.errors;
    },
    (values) => (store[collection] as unknown as { create(input: unknown): Promise<EntityMap[K]> }).create(values),
  );
}

/**
 * An edit form over one record: only the fields the user changed are checked and saved, so a value
 * the user did not touch is never rewritten.
 *
 * @example const form = useEditForm('jobs', job.id, { initial: jobToValues(job), toasts });
 */
export function useEditForm<K extends CollectionName, V extends FormValues>(collection: K, id: string, options: FormOptions<V, EntityMap[K]>) {
  const store = useDataStore();
  const changesOf = (values: V, start: V) =>
    Object.fromEntries(Object.entries(values).filter(([field, value]) => value !== start[field]));
  return useFormState<V, EntityMap[K]>(
    options,
    async (values, start) => {
      const { ENTITY_SCHEMAS, readChanges } = await loadWrites();
      const result = readChanges(ENTITY_SCHEMAS[collection], changesOf(values, start), store.now());
      return result.ok ? undefined : result.errors;
    },
    (values, start) =>
      (store[collection] as unknown as { update(id: string, patch: unknown): Promise<EntityMap[K]> }).update(id, changesOf(values, start)),
  );
}
