import { emptyInvoiceForm, invoiceFormSummary } from './invoiceFormValues';

describe('the invoice form', () => {
  it('starts empty at the standard rate, due 30 days from today', () => {
    expect(emptyInvoiceForm(new Date(2025, 7, 21, 15, 30))).toEqual({
      client_id: '',
      job_id: '',
      services: '',
      amount: '',
      vat_rate: '20',
      due_date: '2025-09-20',
      notes: '',
    });
    // Across a month's end and a leap day.
    expect(emptyInvoiceForm(new Date(2024, 1, 10)).due_date).toBe('2024-03-11');
  });

  // Worked by hand: 1,234.56 × 5% = 61.728 → 61.73; × 20% = 246.912 → 246.91.
  it.each([
    ['850', '0', 850, 0, 850],
    ['850', '5', 850, 42.5, 892.5],
    ['850', '20', 850, 170, 1020],
    ['1234.56', '0', 1234.56, 0, 1234.56],
    ['1234.56', '5', 1234.56, 61.73, 1296.29],
    ['1234.56', '20', 1234.56, 246.91, 1481.47],
  ])('summarises £%s at %s%% as net %p, VAT %p, total %p', (amount, rate, net, vat, total) => {
    expect(invoiceFormSummary({ amount, vat_rate: rate })).toEqual({ amount: net, vat_amount: vat, total_amount: total });
  });

  it('counts an empty, negative or unreadable amount as nothing yet', () => {
    for (const amount of ['', '  ', '-5', 'abc']) {
      expect(invoiceFormSummary({ amount, vat_rate: '20' })).toEqual({ amount: 0, vat_amount: 0, total_amount: 0 });
    }
  });
});
