import { formatInvoiceId, invoiceTotals, parseInvoiceId, round2, vatAmount } from './money';

describe('money rules', () => {
  it('VAT is net × rate rounded to 2 decimals, total is net + VAT (850 gives 170 and 1020)', () => {
    expect(vatAmount(850, 20)).toBe(170);
    expect(invoiceTotals(850, 20)).toEqual({ amount: 850, vat_amount: 170, total_amount: 1020 });
  });

  // Worked by hand: 850 × 5% = 42.50; 123.45 × 5% = 6.1725 → 6.17 and × 20% = 24.69; 0.10 × 5% = 0.005 → 0.01.
  it.each([
    [850, 0, 0, 850],
    [850, 5, 42.5, 892.5],
    [850, 20, 170, 1020],
    [123.45, 0, 0, 123.45],
    [123.45, 5, 6.17, 129.62],
    [123.45, 20, 24.69, 148.14],
    [0.1, 5, 0.01, 0.11],
    [2.5, 20, 0.5, 3],
    [1999.99, 20, 400, 2399.99],
  ])('net %p at %p%% gives VAT %p and total %p', (net, rate, vat, total) => {
    expect(invoiceTotals(net, rate)).toEqual({ amount: net, vat_amount: vat, total_amount: total });
  });

  it('rounds VAT half up to pence at every rate', () => {
    expect(vatAmount(123.45, 20)).toBe(24.69);
    expect(vatAmount(10.1, 5)).toBe(0.51);
    expect(vatAmount(999.99, 0)).toBe(0);
    expect(round2(1.005)).toBe(1.01);
    expect(invoiceTotals(0.1 + 0.2, 20)).toEqual({ amount: 0.3, vat_amount: 0.06, total_amount: 0.36 });
  });

  it('invoice ids are ZRV + yyyymmdd + a sequence number', () => {
    expect(formatInvoiceId('2025-08-21', 1)).toBe('ZRV20250821001');
    expect(formatInvoiceId('2025-08-21', 1234)).toBe('ZRV202508211234');
    expect(parseInvoiceId('ZRV20250821007')).toEqual({ compactDate: '20250821', sequence: 7 });
    expect(parseInvoiceId('INV-1')).toBeUndefined();
  });
});
