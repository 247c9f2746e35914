import { invoiceKpis } from './invoiceKpis';

describe('invoiceKpis', () => {
  const invoices = [
    { status: 'paid', total_amount: 1020 },
    { status: 'paid', total_amount: 600.1 },
    { status: 'sent', total_amount: 892.5 },
    { status: 'overdue', total_amount: 148.14 },
    { status: 'overdue', total_amount: 0.11 },
    { status: 'generated', total_amount: 3000 },
    { status: 'draft', total_amount: 0.2 },
    { status: 'cancelled', total_amount: 5000 },
  ] as const;

  it('Total Revenue is every invoice but cancelled ones; Paid, Outstanding and Overdue by status', () => {
    // Paid 1020 + 600.10; outstanding 892.50 + 148.14 + 0.11 + 3000 + 0.20; overdue 148.14 + 0.11.
    expect(invoiceKpis(invoices)).toEqual({
      totalRevenue: { amount: 5661.05, count: 7 },
      paid: { amount: 1620.1, count: 2 },
      outstanding: { amount: 4040.95, count: 5 },
      overdue: { amount: 148.25, count: 2 },
    });
  });

  it('is all zeros with no invoices', () => {
    const zero = { amount: 0, count: 0 };
    expect(invoiceKpis([])).toEqual({ totalRevenue: zero, paid: zero, outstanding: zero, overdue: zero });
  });
});
