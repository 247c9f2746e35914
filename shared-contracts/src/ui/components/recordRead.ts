import type { LoadStatus } from 'shared-contracts/contract';

/** One record being read, as a record's page draws it (useShowController's answer is one). */
export interface RecordRead<T> {
  status: LoadStatus;
  /** The record, once read; it stays here when a later read of it fails. */
  record: T | undefined;
  retry: () => void;
}
