import {
  type DataProvider,
  type FieldErrors,
  isDataError,
  type NewOf,
  type PatchOf,
  type RecordOf,
  type Resource,
} from 'shared-contracts/contract';

import { generateDataSet } from '../sample/generateDataSet';
import { createSampleProvider, type SampleProviderOptions } from './createSampleProvider';
import type { DataSet } from './dataSet';

/** Shared by the sample provider's tests: one sample data set (never changed by a provider) and a fresh provider over it. */
export const today = new Date(2025, 7, 21, 10, 30);
export const data: DataSet = generateDataSet({ today });
export const freshProvider = (options: SampleProviderOptions = {}): DataProvider =>
  createSampleProvider(data, { now: () => today, ...options });

/** Creates a record and answers it as read. */
export async function create<R extends Resource>(provider: DataProvider, resource: R, input: NewOf[R]): Promise<RecordOf[R]> {
  return (await provider.create(resource, { data: input })).data;
}

/** Changes some fields of a record and answers it as read. */
export async function update<R extends Resource>(provider: DataProvider, resource: R, id: string, patch: PatchOf[R]): Promise<RecordOf[R]> {
  return (await provider.update(resource, { id, data: patch })).data;
}

/** The error a call was refused with; fails the test if the call succeeded. */
export async function refusal(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}

/** The field errors a write was refused with; fails the test unless the refusal is a validation error. */
export async function fieldErrors(call: Promise<unknown>): Promise<FieldErrors> {
  const error = await refusal(call);
  if (!isDataError(error, 'validation')) throw new Error(`Expected a validation error, got ${String(error)}`);
  return error.fields;
}

/**
 * What a create answers when each of `fields` in turn is left empty on otherwise good input: field → the
 * field errors (fails the test if any such create succeeds or is refused otherwise).
 *
 * @example await errorsWhenEmptied(provider, 'jobs', newJob, ['client_id']) // { client_id: { client_id: { code: 'required', … } } }
 */
export async function errorsWhenEmptied<R extends Resource>(
  provider: DataProvider,
  resource: R,
  input: NewOf[R],
  fields: readonly string[],
): Promise<Record<string, FieldErrors>> {
  const answers: Record<string, FieldErrors> = {};
  for (const field of fields) answers[field] = await fieldErrors(provider.create(resource, { data: { ...input, [field]: '' } }));
  return answers;
}

export const newJob = {
  client_id: 'CLI-001',
  job_type: 'Office Move' as const,
  pickup_address: '1 Queen Street, London EC2A 1AA',
  delivery_address: '2 Kings Road, London SW3 4TT',
  pickup_date: '2025-09-01',
};
