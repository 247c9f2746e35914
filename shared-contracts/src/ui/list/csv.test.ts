import { type ColumnCsv, csvFieldsOf, writeCsv } from './csv';

interface Van {
  registration: string;
  make: string;
  model: string;
  note: string | null;
  mileage: number;
}

const columns: { field: string; headerName?: string; csv?: ColumnCsv<Van> }[] = [
  {
    field: 'registration',
    headerName: 'Vehicle',
    csv: [
      { header: 'Registration', value: (van) => van.registration },
      { header: 'Make', value: (van) => van.make },
      { header: 'Model', value: (van) => van.model },
    ],
  },
  { field: 'mileage', headerName: 'Mileage', csv: (van) => van.mileage },
  { field: 'note', csv: (van) => van.note },
  { field: 'actions', headerName: 'Actions' },
];

describe('a list as CSV', () => {
  it('gives a column one field under its header, or one per fact its cell shows; actions none', () => {
    const fields = csvFieldsOf(columns);
    expect(fields.map((field) => field.header)).toEqual(['Registration', 'Make', 'Model', 'Mileage', 'note']);
    const van = { registration: 'ZVX-101', make: 'Ford', model: 'Transit 350 L3H3', note: null, mileage: 48210 };
    expect(writeCsv([van], fields)).toBe('Registration,Make,Model,Mileage,note\r\nZVX-101,Ford,Transit 350 L3H3,48210,');
  });

  it('quotes commas, quotes, line breaks and outer spaces, and keeps a spreadsheet from running a formula', () => {
    const fields = csvFieldsOf(columns);
    const van = { registration: 'AB12 CDE', make: 'Mercedes, Benz', model: 'Sprinter "L2"', note: '=HYPERLINK("x")', mileage: -3 };
    const tricky = { registration: ' LD21 XYZ', make: 'Iveco', model: 'Daily\nTipper', note: '@sum', mileage: 0 };
    expect(writeCsv([van, tricky], fields).split('\r\n')).toEqual([
      'Registration,Make,Model,Mileage,note',
      'AB12 CDE,"Mercedes, Benz","Sprinter ""L2""",-3,"\'=HYPERLINK(""x"")"',
      '" LD21 XYZ",Iveco,"Daily\nTipper",0,\'@sum',
    ]);
  });
});
