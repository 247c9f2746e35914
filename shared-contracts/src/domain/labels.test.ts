import { VEHICLE_STATUSES } from 'shared-contracts/records';

import { isActiveVehicle } from './activeVehicles';
import { invoiceStatusBadge } from './invoiceStatus';
import { jobStatusBadge } from './jobStatus';

describe('job status badges', () => {
  it('labels the three statuses and shows anything else as raw destructive text', () => {
    expect(jobStatusBadge('scheduled').label).toBe('Scheduled');
    expect(jobStatusBadge('in_progress').label).toBe('Live');
    expect(jobStatusBadge('completed').label).toBe('Done');
    expect(jobStatusBadge('active')).toEqual({ label: 'active', variant: 'destructive' });
    expect(jobStatusBadge('toString')).toEqual({ label: 'toString', variant: 'destructive' });
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
});

describe('active vehicles', () => {
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
