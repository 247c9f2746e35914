import { createSampleProvider } from 'shared-contracts/data';
import type { Warehouse } from 'shared-contracts/records';
import { freshProvider, sampleData } from 'shared-contracts/testing';

import { squareMetres, telHref, WAREHOUSE_SUMMARY_QUERY, warehouseSummary } from './warehouseSummary';

const facility = (id: string, overrides: Partial<Warehouse>): Warehouse => ({
  id,
  name: 'A',
  address: 'B',
  type: 'Main Depot',
  capacity: 1000,
  occupied: 0,
  status: 'operational',
  manager: 'C',
  staff_count: 0,
  vehicles_based: 0,
  operating_hours: '24/7',
  last_inspection: '2025-08-01',
  phone: '',
  ...overrides,
});

const summaryOf = async (warehouses: Warehouse[]) =>
  warehouseSummary(await createSampleProvider({ ...sampleData(), warehouses }).aggregate('warehouses', WAREHOUSE_SUMMARY_QUERY));

describe('the warehouse summary', () => {
  it('sums staff and vehicles, counts operational sites, and rounds utilisation over all capacity to a whole percent', async () => {
    const summary = await summaryOf([
      facility('WH-1', { capacity: 1000, occupied: 333, staff_count: 4, vehicles_based: 2 }),
      facility('WH-2', { capacity: 2000, occupied: 1672, status: 'maintenance', staff_count: 6, vehicles_based: 1 }),
      facility('WH-3', { capacity: 500, occupied: 500, status: 'closed' }),
      facility('WH-4', { capacity: 0, occupied: 0 }),
    ]);
    // (333 + 1672 + 500) / 3500 = 71.57 %
    expect(summary).toEqual({ facilities: 4, operational: 2, utilisation: 72, occupied: 2505, staff: 10, vehicles: 3 });
  });

  it('matches the five sample facilities', async () => {
    // 23,710 m² of 31,100 m² = 76.2 %; staff 42 + 28 + 16 + 11 + 7; vehicles 12 + 7 + 5 + 3 + 2
    const summary = warehouseSummary(await freshProvider().aggregate('warehouses', WAREHOUSE_SUMMARY_QUERY));
    expect(summary).toEqual({ facilities: 5, operational: 4, utilisation: 76, occupied: 23_710, staff: 104, vehicles: 29 });
  });

  it('is all zeros for no facility', async () => {
    expect(await summaryOf([])).toEqual({ facilities: 0, operational: 0, utilisation: 0, occupied: 0, staff: 0, vehicles: 0 });
  });
});

describe('warehouse contact and areas', () => {
  it('dials the digits of a phone number', () => {
    expect(telHref('020 7946 0330')).toBe('tel:02079460330');
    expect(telHref('+44 (0)131 496 0764')).toBe('tel:+4401314960764');
  });

  it('writes areas in square metres', () => {
    expect(squareMetres(12000)).toBe('12,000 m²');
  });
});
