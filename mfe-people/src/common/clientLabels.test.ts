import { clientStatusLabel, paymentTermsLabel } from './clientLabels';

describe('client labels', () => {
  it('shows anything but active as inactive, and payment terms in words', () => {
    expect(clientStatusLabel('active')).toBe('Active');
    expect(clientStatusLabel('suspended')).toBe('Inactive');
    expect(paymentTermsLabel('net_30')).toBe('Net 30 days');
    expect(paymentTermsLabel('net_14')).toBe('Net 14 days');
  });
});
