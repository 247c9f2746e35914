import { addDays, toIsoDate } from 'shared-contracts/contract';
import type { Warehouse } from 'shared-contracts/contract';

/** The five sample facilities: four operational, one in maintenance; 29 vehicles based in all. */
export function sampleWarehouses(today: Date): Warehouse[] {
  const inspected = (daysAgo: number) => toIsoDate(addDays(today, -daysAgo));
  return [
    { id: 'WH-001', name: 'London Depot', address: 'Unit 7, Riverside Trade Park, 48 Thames Road, London E16 2EZ', type: 'Main Depot', capacity: 12_000, occupied: 9_850, status: 'operational', manager: 'Graham Pearce', staff_count: 42, vehicles_based: 12, operating_hours: '24/7', last_inspection: inspected(18), phone: '020 7946 0330' },
    { id: 'WH-002', name: 'Manchester Distribution Hub', address: '14 Westinghouse Road, Trafford Park, Manchester M17 1PY', type: 'Distribution Hub', capacity: 8_500, occupied: 6_120, status: 'operational', manager: 'Sian Roberts', staff_count: 28, vehicles_based: 7, operating_hours: '06:00 - 22:00', last_inspection: inspected(41), phone: '0161 496 0412' },
    { id: 'WH-003', name: 'Birmingham Regional Store', address: '3 Kingsbury Link, Tamworth Road, Birmingham B76 9EE', type: 'Regional Store', capacity: 5_000, occupied: 4_650, status: 'operational', manager: 'Dev Mistry', staff_count: 16, vehicles_based: 5, operating_hours: '07:00 - 19:00', last_inspection: inspected(63), phone: '0121 496 0275' },
    { id: 'WH-004', name: 'Park Royal Secure Storage', address: '22 Abbey Road, Park Royal, London NW10 7RA', type: 'Secure Storage', capacity: 3_200, occupied: 2_110, status: 'operational', manager: 'Helen Osei', staff_count: 11, vehicles_based: 3, operating_hours: '24/7', last_inspection: inspected(9), phone: '020 7946 0587' },
    { id: 'WH-005', name: 'Edinburgh Fine Art Store', address: '9 Bankhead Drive, Sighthill, Edinburgh EH11 4DJ', type: 'Specialist Storage', capacity: 2_400, occupied: 980, status: 'maintenance', manager: 'Fraser McLeod', staff_count: 7, vehicles_based: 2, operating_hours: '08:00 - 18:00', last_inspection: inspected(120), phone: '0131 496 0764' },
  ];
}
