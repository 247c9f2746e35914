import { type DocumentItem, invoiceDocument, wrapText } from './invoiceDocument';
import { HARBOUR_CLIENT, PAID_INVOICE } from './invoiceFixtures';

const texts = (items: DocumentItem[]) => items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
/** The text drawn on the same line just right of `label` (a fact's value). */
const valueBeside = (items: DocumentItem[], label: string) => {
  const found = items.find((item) => item.kind === 'text' && item.text === label) as Extract<DocumentItem, { kind: 'text' }>;
  const value = items.find((item) => item.kind === 'text' && item.y === found.y && item.align === 'right' && item !== found);
  return value && value.kind === 'text' ? value.text : undefined;
};

describe('invoiceDocument', () => {
  it('is an 800 × 1000 page on white with the company letterhead and the invoice id', () => {
    const page = invoiceDocument(PAID_INVOICE, HARBOUR_CLIENT);
    expect(page).toMatchObject({ width: 800, height: 1000 });
    expect(page.items[0]).toEqual({ kind: 'rect', x: 0, y: 0, width: 800, height: 1000, fill: '#ffffff' });
    const words = texts(page.items);
    expect(words.slice(0, 4)).toEqual([
      'ZORVEX LOGISTICS',
      'Specialist logistics · Fine art · Event staging · Vehicle transport',
      'INVOICE',
      'ZRV20250821004',
    ]);
    expect(words).toEqual(
      expect.arrayContaining(['Zorvex Logistics Ltd', 'Unit 7, Riverside Trade Park, 48 Thames Road', 'London E16 2EZ', '020 7946 0321']),
    );
  });

  it('shows the invoice details, the client billed and the payment', () => {
    const { items } = invoiceDocument(PAID_INVOICE, HARBOUR_CLIENT);
    expect(valueBeside(items, 'Invoice Number')).toBe('ZRV20250821004');
    expect(valueBeside(items, 'Invoice Date')).toBe('21 Aug 2025');
    expect(valueBeside(items, 'Due Date')).toBe('20 Sep 2025');
    expect(valueBeside(items, 'Job ID')).toBe('JOB-2025-0042');
    expect(valueBeside(items, 'Status')).toBe('Paid');
    expect(valueBeside(items, 'Payment Terms')).toBe('Net 30 days');
    expect(valueBeside(items, 'Payment Method')).toBe('Bank Transfer');
    expect(valueBeside(items, 'Payment Date')).toBe('25 Aug 2025');
    expect(texts(items)).toEqual(
      expect.arrayContaining([
        'Paid on 25 Aug 2025',
        'Harbour Fine Art',
        'Jane Whitmore',
        '12 Canal Wharf',
        'Bristol BS1 4QT',
        'jane@harbourfineart.co.uk',
        '0117 496 0123',
      ]),
    );
  });

  it('lists the services with the net amount, then subtotal, VAT and total', () => {
    const { items } = invoiceDocument(PAID_INVOICE, HARBOUR_CLIENT);
    expect(texts(items)).toEqual(expect.arrayContaining(['Art Transportation, Gallery Installation', '£850.00']));
    expect(valueBeside(items, 'Subtotal')).toBe('£850.00');
    expect(valueBeside(items, 'VAT (20%)')).toBe('£170.00');
    expect(valueBeside(items, 'Total')).toBe('£1,020.00');
  });

  it.each([
    [0, '£0.00', '£850.00'],
    [5, '£42.50', '£892.50'],
  ] as const)('at %p%% VAT shows VAT %p and total %p', (rate, vat, total) => {
    const { items } = invoiceDocument({ ...PAID_INVOICE, vat_rate: rate, vat_amount: 0, total_amount: 0 }, HARBOUR_CLIENT);
    expect(valueBeside(items, `VAT (${rate}%)`)).toBe(vat);
    expect(valueBeside(items, 'Total')).toBe(total);
  });

  it('without the client record bills the name on the invoice; without payment shows dashes', () => {
    const unpaid = { ...PAID_INVOICE, status: 'sent' as const, payment_date: null, payment_method: null, job_id: null, notes: '' };
    const { items } = invoiceDocument(unpaid, undefined);
    expect(texts(items)).toContain('Harbour Fine Art');
    expect(texts(items)).not.toContain('Jane Whitmore');
    expect(texts(items)).not.toContain('NOTES');
    expect(texts(items)).toContain('Awaiting payment');
    expect(valueBeside(items, 'Job ID')).toBe('—');
    expect(valueBeside(items, 'Payment Method')).toBe('—');
  });

  it('keeps every shape on the page, even with long services and notes', () => {
    const long = { ...PAID_INVOICE, services: 'Specialist Handling '.repeat(40), notes: 'Deliver by the loading bay '.repeat(30) };
    for (const item of invoiceDocument(long, HARBOUR_CLIENT).items) {
      const [x, y] =
        item.kind === 'line'
          ? [Math.max(item.x1, item.x2), Math.max(item.y1, item.y2)]
          : item.kind === 'rect'
            ? [item.x + item.width, item.y + item.height]
            : [item.x, item.y];
      expect(x).toBeLessThanOrEqual(800);
      expect(y).toBeLessThanOrEqual(1000);
    }
  });
});

describe('wrapText', () => {
  it('breaks between words to fit the width (about 0.55 em a character) and ends a cut text with …', () => {
    // 150 px at 13 px: 20 characters a line; 60 px: 8.
    expect(wrapText('Art Transportation, Gallery Installation', 150, 13, 3)).toEqual(['Art Transportation,', 'Gallery Installation']);
    expect(wrapText('one two three four five six seven', 60, 13, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('Supercalifragilistic', 60, 13, 3)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapText('   ', 60, 13, 3)).toEqual([]);
  });
});
