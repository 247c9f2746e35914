import type { DataSet } from './dataSet';
import { generateDataSet } from '../sample/generateDataSet';
import { createDataStore } from './createDataStore';

/** Shared by the store's tests: one sample data set (never changed by a store) and a fresh store over it. */
export const today = new Date(2025, 7, 21, 10, 30);
export const data: DataSet = generateDataSet({ today });
export const freshStore = () => createDataStore(data, { now: () => today });

export const newJob = {
  client_id: 'CLI-001',
  job_type: 'Office Move' as const,
  pickup_address: '1 Queen Street, London EC2A 1AA',
  delivery_address: '2 Kings Road, London SW3 4TT',
  pickup_date: '2025-09-01',
};
