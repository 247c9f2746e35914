import { type MutableRefObject, useState } from 'react';
import type { RecordOf, Resource } from 'shared-contracts/contract';
import { type TheirSave, useTheirSaves } from 'shared-contracts/data';
import type { TheirChanges } from 'shared-contracts/ui/form';

import type { FormValues } from './formInput';

/** Someone else's save as the form shows it, and the fields still to choose. */
interface Notice<V> {
  by: string | null;
  at: string | null;
  /** The form's values for their record. */
  theirs: V;
  version: number | undefined;
  open: string[];
}

/**
 * The fields, in the form's order, that their save changed (from `start`, where the form started) to a value the form
 * does not hold (`mine`). A field only the user changed is not one: their save leaves it as it was.
 *
 * @example theirChangedFields({ phone: '0161 496 0777', notes: '' }, { phone: '0161 496 0000', notes: '' }, { phone: '0161 496 0000', notes: 'Ring' }) // ['phone']
 */
function theirChangedFields<V extends FormValues>(theirs: V, start: V, mine: V): string[] {
  return Object.keys(mine).filter((field) => theirs[field] !== start[field] && theirs[field] !== mine[field]);
}

const sameValues = (a: FormValues, b: FormValues) => Object.keys(a).every((field) => a[field] === b[field]);

interface FormParts<R extends Resource, V extends FormValues> {
  form: { values: V; setValue: <F extends keyof V & string>(field: F, value: V[F]) => void };
  /** Where a save starts from: the values as stored, as the form knows them. */
  start: MutableRefObject<V>;
  getValues: () => V;
  /** The version a save is made from. */
  version: MutableRefObject<number | undefined>;
  /** The form's values for a record as read; without it, the form does not listen. */
  toValues?: (record: RecordOf[R]) => V;
}

/**
 * An edit form's knowledge of someone else's saves of its record: each one (told by the data layer, or found by reading
 * the record again) becomes a notice of who, when and which fields they changed to a value other than the one the form
 * holds (a field only the user changed stays the user's, and is saved over their version). Use theirs sets
 * a field to their value; Keep mine leaves it. Once every field is chosen (at once when none differs), a save starts
 * from their values and version. `settle` puts the notice away after the form's own save.
 */
export function useTheirChanges<R extends Resource, V extends FormValues>(resource: R, id: string, parts: FormParts<R, V>) {
  const { form, start, getValues, version, toValues } = parts;
  const [notice, setNotice] = useState<Notice<V>>();

  const rebase = (theirs: V, theirVersion: number | undefined) => {
    start.current = theirs;
    version.current = theirVersion;
  };

  const told = (save: TheirSave<RecordOf[R]>) => {
    const { record } = save;
    // The version this form saves from already: its own save, read back.
    if (record.version !== undefined && record.version === version.current) return;
    const theirs = toValues!(record);
    // Read again (a reset, a refused save) and found as the notice shows it: who and when are still known.
    const same = notice && (record.version !== undefined ? notice.version === record.version : sameValues(notice.theirs, theirs));
    const { by, at } = save.by === null && same ? notice : save;
    // Without versions, a record read again after a reset or a refused save tells of a save only by what it changed.
    if (by === null && record.version === undefined && sameValues(theirs, start.current)) return;
    const open = theirChangedFields(theirs, start.current, getValues());
    if (open.length === 0) rebase(theirs, record.version);
    setNotice({ by, at, theirs, version: record.version, open });
  };
  const readAgain = useTheirSaves(resource, id, toValues && told);

  const decide = (field: string) => {
    if (!notice) return;
    const open = notice.open.filter((name) => name !== field);
    if (open.length > 0) return setNotice({ ...notice, open });
    rebase(notice.theirs, notice.version);
    setNotice(undefined);
  };

  const changes: TheirChanges | undefined = notice && {
    resource,
    by: notice.by,
    at: notice.at,
    fields: notice.open.map((name) => ({ name, theirs: notice.theirs[name], mine: form.values[name] })),
    takeTheirs: (field) => {
      form.setValue(field, notice.theirs[field] as V[string]);
      decide(field);
    },
    keepMine: decide,
    dismiss: () => setNotice(undefined),
  };
  return { changes, settle: () => setNotice(undefined), readAgain };
}
