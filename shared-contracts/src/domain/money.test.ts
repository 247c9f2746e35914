import { formatInvoiceId, invoiceTotals, outstandingTotal, parseInvoiceId, round2, vatAmount } from './money';

describe('money rules', () => {
  it('VAT is net × rate rounded to 2 decimals, total is net + VAT (850 gives 170 and 1020)', () => {
    expect(vatAmount(850, 20)).toBe(170);
    expect(invoiceTotals(850, 20)).toEqual({ amount: 850, vat_amount: 170, total_amount: 1020 });
  });

  it('rounds VAT half up to pence at every rate', () => {
    expect(vatAmount(123.45, 20)).toBe(24.69);
    expect(vatAmount(10.1, 5)).toBe(0.51);
    expect(vatAmount(999.99, 0)).toBe(0);
    expect(round2(1.005)).toBe(1.01);
    expect(invoiceTotals(0.1 + 0.2, 20)).toEqual({ amount: 0.3, vat_amount: 0.06, total_amount: 0.36 });
  });

  it('outstanding sums the totals of invoices neither paid nor cancelled', () => {
    const invoices = [
      { status: 'paid', total_amount: 1000 },
      { status: 'cancelled', total_amount: 2000 },
      { status: 'sent', total_amount: 1020 },
      { status: 'overdue', total_amount: 600.1 },
      { status: 'draft', total_amount: 0.2 },
      { status: 'generated', total_amount: 100 },
    ] as const;
    expect(outstandingTotal(invoices)).toBe(1720.3);
    expect(outstandingTotal([])).toBe(0);
  });

  it('invoice ids are ZRV + yyyymmdd + a sequence number', () => {
    expect(formatInvoiceId('2025-08-21', 1)).toBe('ZRV20250821001');
    expect(formatInvoiceId('2025-08-21', 1234)).toBe('ZRV202508211234');
    expect(parseInvoiceId('ZRV20250821007')).toEqual({ compactDate: '20250821', sequence: 7 });
    expect(parseInvoiceId('INV-1')).toBeUndefined();
  });
});
