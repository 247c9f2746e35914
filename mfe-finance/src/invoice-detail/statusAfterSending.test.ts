import { INVOICE_STATUSES } from 'shared-contracts/records';

import { statusAfterSending } from './statusAfterSending';

describe('Send Invoice', () => {
  it('marks a draft or generated invoice sent and leaves the others as they are', () => {
    const sendable = INVOICE_STATUSES.filter((status) => status !== 'cancelled');
    expect(sendable.map((status) => [status, statusAfterSending(status)])).toEqual([
      ['draft', 'sent'],
      ['generated', 'sent'],
      ['sent', 'sent'],
      ['paid', 'paid'],
      ['overdue', 'overdue'],
    ]);
  });
});
