import { invoicePaymentTerms, invoiceStatusText, paymentMethodLabel, vatRateLabel } from './invoiceWording';

describe('invoice wording', () => {
  it('labels the three VAT rates as the form offers them', () => {
    expect([0, 5, 20].map(vatRateLabel)).toEqual(['0% (VAT Exempt)', '5% (Reduced Rate)', '20% (Standard Rate)']);
    expect(vatRateLabel(17.5)).toBe('17.5%');
  });

  it('reads the payment terms from the dates: Net 30 days for the usual due date', () => {
    expect(invoicePaymentTerms({ invoice_date: '2025-08-21', due_date: '2025-09-20' })).toBe('Net 30 days');
    expect(invoicePaymentTerms({ invoice_date: '2025-03-20', due_date: '2025-04-03' })).toBe('Net 14 days');
    expect(invoicePaymentTerms({ invoice_date: '2025-08-21', due_date: '2025-08-22' })).toBe('Net 1 day');
    expect(invoicePaymentTerms({ invoice_date: '2025-08-21', due_date: '2025-08-21' })).toBe('Due on receipt');
  });

  it('labels the payment methods', () => {
    expect(paymentMethodLabel('bank_transfer')).toBe('Bank Transfer');
    expect(paymentMethodLabel('credit_card')).toBe('Credit Card');
    expect(paymentMethodLabel('cheque')).toBe('cheque');
  });

  it('gives the detail status text', () => {
    const date = (iso: string) => `on-${iso}`;
    expect(invoiceStatusText({ status: 'paid', payment_date: '2025-08-01' }, date)).toBe('Paid on on-2025-08-01');
    expect(invoiceStatusText({ status: 'sent', payment_date: null }, date)).toBe('Awaiting payment');
    expect(invoiceStatusText({ status: 'overdue', payment_date: null }, date)).toBe('Payment overdue');
    expect(invoiceStatusText({ status: 'generated', payment_date: null }, date)).toBe('Draft invoice');
  });
});
