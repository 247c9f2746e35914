import { findRecords, getDataStore } from 'shared-contracts/data';
import type { RecordFinder } from './paletteResults';

/** Finds jobs, clients, vehicles, drivers, invoices and warehouses in the shared store by id and by the lists' own search. */
export const findStoreRecords: RecordFinder = (query) => findRecords(getDataStore(), query);
