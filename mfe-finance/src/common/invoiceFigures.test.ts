import { invoiceFigures } from './invoiceFigures';

const group = (key: string | null, count: number, total: number) => ({ key, count, sum: { total_amount: total } });

describe('invoiceFigures', () => {
  it('Total Revenue is every invoice but cancelled ones; Paid, Outstanding, Overdue and Draft by status, to the penny', () => {
    const groups = [
      group('paid', 2, 1620.1),
      group('sent', 1, 0.1),
      group('overdue', 2, 0.2),
      group('generated', 1, 3000),
      group('draft', 1, 0.7),
      group('cancelled', 1, 5000),
    ];
    // Total Revenue 1,620.10 + 0.10 + 0.20 + 3,000 + 0.70 = 4,621.10 (added as pounds: 4,621.0999…).
    expect(invoiceFigures(groups)).toEqual({
      totalRevenue: { amount: 4621.1, count: 7 },
      paid: { amount: 1620.1, count: 2 },
      outstanding: { amount: 3001, count: 5 },
      overdue: { amount: 0.2, count: 2 },
      draft: { amount: 0.7, count: 1 },
    });
  });

  it('is all zeros with no invoices', () => {
    const zero = { amount: 0, count: 0 };
    expect(invoiceFigures([])).toEqual({ totalRevenue: zero, paid: zero, outstanding: zero, overdue: zero, draft: zero });
  });
});
