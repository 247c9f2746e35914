import { clientStatusLabel, clientTypeLabel, paymentTermsLabel } from './client';
import { invoiceStatusBadge, invoiceStatusText } from './invoice';
import { jobStatusBadge } from './jobStatus';
import { isActiveVehicle, VEHICLE_STATUSES, vehicleStatusBadge } from './vehicle';
import { capacityTone, warehouseStatusBadge, warehouseUtilisation } from './warehouse';

describe('job status badges', () => {
  it('labels the three statuses and shows anything else as raw destructive text', () => {
    expect(jobStatusBadge('scheduled').label).toBe('Scheduled');
    expect(jobStatusBadge('in_progress').label).toBe('Live');
    expect(jobStatusBadge('completed').label).toBe('Done');
    expect(jobStatusBadge('active')).toEqual({ label: 'active', variant: 'destructive' });
    expect(jobStatusBadge('toString')).toEqual({ label: 'toString', variant: 'destructive' });
  });
});

describe('client labels', () => {
  it('labels list types, form types and falls back to the raw value', () => {
    expect(clientTypeLabel('art_gallery')).toBe('Art Gallery');
    expect(clientTypeLabel('private')).toBe('Private Client');
    expect(clientTypeLabel('performing_arts')).toBe('Performing Arts');
    expect(clientTypeLabel('event_organizer')).toBe('Event Organizer');
    expect(clientTypeLabel('zoo')).toBe('zoo');
  });

  it('shows anything but active as inactive, and payment terms in words', () => {
    expect(clientStatusLabel('active')).toBe('Active');
    expect(clientStatusLabel('suspended')).toBe('Inactive');
    expect(paymentTermsLabel('net_30')).toBe('Net 30 days');
    expect(paymentTermsLabel('net_14')).toBe('Net 14 days');
  });
});

describe('invoice status', () => {
  it.each([
    ['paid', 'Paid', 'default'],
    ['generated', 'Generated', 'default'],
    ['sent', 'Sent', 'secondary'],
    ['draft', 'Draft', 'secondary'],
    ['overdue', 'Overdue', 'destructive'],
    ['cancelled', 'Cancelled', 'outline'],
    ['mystery', 'Draft', 'secondary'],
  ])('%s shows %s as a %s badge', (status, label, variant) => {
    expect(invoiceStatusBadge(status)).toEqual({ label, variant });
  });

  it('gives the detail status text', () => {
    const date = (iso: string) => `on-${iso}`;
    expect(invoiceStatusText({ status: 'paid', payment_date: '2025-08-01' }, date)).toBe('Paid on on-2025-08-01');
    expect(invoiceStatusText({ status: 'sent', payment_date: null }, date)).toBe('Awaiting payment');
    expect(invoiceStatusText({ status: 'overdue', payment_date: null }, date)).toBe('Payment overdue');
    expect(invoiceStatusText({ status: 'generated', payment_date: null }, date)).toBe('Draft invoice');
  });
});

describe('vehicle status', () => {
  it('labels every status but out_of_service', () => {
    expect(vehicleStatusBadge('en_route').label).toBe('En Route');
    expect(vehicleStatusBadge('in_use').label).toBe('In Use');
    expect(vehicleStatusBadge('out_of_service').label).toBe('out_of_service');
  });

  it('counts in_use, en_route, in_progress, loading and delivering as active', () => {
    expect(VEHICLE_STATUSES.filter((status) => isActiveVehicle({ status }))).toEqual([
      'in_use',
      'en_route',
      'in_progress',
      'loading',
      'delivering',
    ]);
  });
});

describe('warehouse status and capacity', () => {
  it('badges statuses in upper case', () => {
    expect(warehouseStatusBadge('operational')).toEqual({ label: 'OPERATIONAL', variant: 'default', tone: 'success' });
    expect(warehouseStatusBadge('maintenance')).toEqual({ label: 'MAINTENANCE', variant: 'secondary', tone: 'warning' });
    expect(warehouseStatusBadge('closed')).toEqual({ label: 'CLOSED', variant: 'destructive', tone: 'error' });
    expect(warehouseStatusBadge('leased')).toEqual({ label: 'LEASED', variant: 'outline', tone: 'neutral' });
  });

  it('rounds utilisation and colours 90+ red, 75+ orange, else green', () => {
    expect(warehouseUtilisation({ capacity: 12000, occupied: 9850 })).toBe(82);
    expect(capacityTone(90)).toBe('error');
    expect(capacityTone(75)).toBe('warning');
    expect(capacityTone(74)).toBe('success');
  });
});
