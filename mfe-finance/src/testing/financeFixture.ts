import type { ReactElement } from 'react';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider, type SampleProviderOptions } from 'shared-contracts/data';
import type { Client, Invoice, Job } from 'shared-contracts/records';
import { renderScreen } from 'shared-contracts/testing';

/** A small data set written out by hand, so tests can state every figure: three clients (one inactive), two jobs, five invoices. */
const client = (id: string, company_name: string, client_type: Client['client_type']) =>
  ({
    id,
    company_name,
    contact_name: 'Jane Whitmore',
    contact_title: 'Registrar',
    email: `accounts@${id.toLowerCase()}.example`,
    phone: '0117 496 0123',
    mobile: '07700 900123',
    address: '12 Canal Wharf',
    city: 'Bristol',
    postcode: 'BS1 4QT',
    country: 'United Kingdom',
    client_type,
    status: 'active',
    payment_terms: 'net_30',
    credit_limit: 50_000,
    website: '',
    notes: '',
    created_at: '2024-01-10T09:00:00.000Z',
  }) as Client;

export const FIXTURE_CLIENTS = [
  client('CLI-001', 'Harbour Fine Art', 'art_gallery'),
  client('CLI-002', 'Northbank Museum', 'museum'),
  { ...client('CLI-003', 'Old Quay Auctions', 'auction_house'), status: 'inactive' } as Client,
];

const invoice = (id: string, fields: Partial<Invoice>): Invoice => ({
  id,
  job_id: null,
  client_id: 'CLI-001',
  client_name: 'Harbour Fine Art',
  invoice_date: '2025-08-01',
  due_date: '2025-08-31',
  amount: 0,
  vat_rate: 20,
  vat_amount: 0,
  total_amount: 0,
  status: 'generated',
  payment_date: null,
  payment_method: null,
  services: 'Art Transportation',
  notes: '',
  ...fields,
});

/** Net, VAT and total worked out by hand. */
export const FIXTURE_INVOICES: Invoice[] = [
  invoice('ZRV20250805001', {
    job_id: 'JOB-2025-0001',
    amount: 850,
    vat_amount: 170,
    total_amount: 1020,
    status: 'paid',
    payment_date: '2025-08-10',
    payment_method: 'bank_transfer',
    invoice_date: '2025-08-05',
    due_date: '2025-09-04',
  }),
  invoice('ZRV20250804001', {
    client_id: 'CLI-002',
    client_name: 'Northbank Museum',
    amount: 500,
    vat_amount: 100,
    total_amount: 600,
    status: 'sent',
    services: 'Storage Services',
    invoice_date: '2025-08-04',
    due_date: '2025-09-03',
  }),
  invoice('ZRV20250803001', {
    amount: 1000,
    vat_rate: 5,
    vat_amount: 50,
    total_amount: 1050,
    status: 'overdue',
    services: 'White Glove Delivery',
    invoice_date: '2025-08-03',
    due_date: '2025-09-02',
  }),
  invoice('ZRV20250802001', {
    client_id: 'CLI-002',
    client_name: 'Northbank Museum',
    amount: 200,
    vat_rate: 0,
    vat_amount: 0,
    total_amount: 200,
    status: 'draft',
    services: 'Exhibition Setup',
    invoice_date: '2025-08-02',
    due_date: '2025-09-01',
  }),
  invoice('ZRV20250801001', {
    amount: 3000,
    vat_amount: 600,
    total_amount: 3600,
    status: 'cancelled',
    services: 'Office Move',
    notes: 'Cancelled at the client’s request.',
  }),
];

const FIXTURE_JOB = {
  id: 'JOB-2025-0001',
  client_id: 'CLI-001',
  client_name: 'Harbour Fine Art',
  job_type: 'Fine Art Transport',
  status: 'completed',
  pickup_address: '12 Canal Wharf, Bristol BS1 4QT',
  delivery_address: '1 High Street, Bath BA1 1AA',
  pickup_date: '2025-08-04',
  pickup_time: '09:00',
  driver_id: null,
  driver_name: null,
  vehicle_id: null,
  vehicle_reg: null,
  total_amount: 850,
  porter_count: 2,
  notes: '',
  contact_person: 'Jane Whitmore',
  contact_phone: '0117 496 0123',
  estimated_duration: '4 hours',
  special_requirements: '',
  created_at: '2025-07-30T09:00:00.000Z',
  route: 'Bristol → Bath',
} as Job;

/** A job of the second client with no invoice yet. */
const UNBILLED_JOB = {
  ...FIXTURE_JOB,
  id: 'JOB-2025-0002',
  client_id: 'CLI-002',
  client_name: 'Northbank Museum',
  job_type: 'Exhibition Setup',
  total_amount: 1200,
} as Job;

/** The clock of the fixture provider: 21 Aug 2025. */
const FIXTURE_TODAY = new Date(2025, 7, 21, 10, 0);

/** A sample provider over the fixture data set, its clock at FIXTURE_TODAY. */
export function fixtureProvider(options: SampleProviderOptions = {}): DataProvider {
  return createSampleProvider(
    {
      jobs: [UNBILLED_JOB, FIXTURE_JOB],
      drivers: [],
      vehicles: [],
      clients: FIXTURE_CLIENTS,
      invoices: FIXTURE_INVOICES,
      warehouses: [],
      systemAlerts: [],
    },
    { now: () => FIXTURE_TODAY, ...options },
  );
}

/** Renders a finance screen over the fixture provider (or the one given), with the screens' clock at FIXTURE_TODAY. */
export function renderFinance(
  element: ReactElement,
  { path, url, provider = fixtureProvider() }: { path: string; url: string; provider?: DataProvider },
) {
  return renderScreen(element, { path, url, provider, now: () => FIXTURE_TODAY });
}

/**
 * Holds the provider's creates (or updates) until `release()`, so a test sees the screen while it saves;
 * `calls` counts them.
 */
export function holdWrites(provider: DataProvider, method: 'create' | 'update') {
  const write = provider[method].bind(provider) as (...args: unknown[]) => Promise<unknown>;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const calls = jest.spyOn(provider, method).mockImplementation((async (...args: unknown[]) => {
    await held;
    return write(...args);
  }) as never);
  return { release, calls };
}
