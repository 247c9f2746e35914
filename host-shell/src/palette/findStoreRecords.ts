import { findRecords, getDataStore } from 'shared-contracts/data';
import type { RecordFinder } from './paletteResults';

/** Finds jobs, clients, vehicles, drivers and invoices in the shared store with the portal's one search. */
export const findStoreRecords: RecordFinder = (query) => findRecords(getDataStore(), query);
