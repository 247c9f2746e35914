import { render, screen } from '@testing-library/react';
import type { GridRenderCellParams } from 'shared-contracts/ui/list';

import { chipColumn, moneyColumn, numberColumn, STRONG, textColumn, twoLineColumn } from './columns';
import { csvFieldsOf, writeCsv } from './csv';
import type { ListColumn } from './SearchableDataGrid';

interface Van {
  id: string;
  registration: string;
  make: string;
  model: string;
  mileage: number;
  price: number;
  status: string;
}

const VAN: Van = {
  id: 'VEH-001',
  registration: 'ZVX-101',
  make: 'Ford',
  model: 'Transit',
  mileage: 12500,
  price: 1250.5,
  status: 'maintenance',
};

const COLUMNS: ListColumn<Van>[] = [
  twoLineColumn(
    'registration',
    'Vehicle',
    { width: 150 },
    { header: 'Registration', value: (van) => van.registration },
    { header: 'Make', value: (van) => van.make, shown: (van) => `${van.make} ${van.model}` },
    { ...STRONG, more: [{ header: 'Model', value: (van) => van.model }] },
  ),
  numberColumn('mileage', 'Mileage', { width: 100 }, (van) => `${van.mileage} mi`),
  moneyColumn('price', 'Price', { width: 100 }),
  chipColumn('status', 'Status', { width: 100 }, (van) => ({
    label: van.status === 'maintenance' ? 'Maintenance' : 'Available',
    variant: 'secondary',
  })),
  textColumn('id', 'Id', { width: 100 }, (van) => van.id.toLowerCase()),
];

const cellOf = (column: ListColumn<Van>) => render(<>{column.renderCell?.({ row: VAN } as GridRenderCellParams<Van>)}</>);

describe('list column builders', () => {
  it('write each fact a column shows to its own CSV column, as the cell says it', () => {
    const csv = writeCsv([VAN], csvFieldsOf(COLUMNS))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('Registration,Make,Model,Mileage,Price,Status,Id');
    expect(csv[1]).toBe('ZVX-101,Ford,Transit,12500 mi,"£1,250.50",Maintenance,veh-001');
  });

  it('show two facts, the first in bold, the second as `shown` says', () => {
    cellOf(COLUMNS[0]);
    expect(screen.getByText('ZVX-101')).toHaveClass('list-cell__first--strong');
    expect(screen.getByText('Ford Transit')).toHaveClass('list-cell__second');
  });

  it('show a status as a chip with its label, and numbers right-aligned', () => {
    cellOf(COLUMNS[3]);
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
    expect(COLUMNS[1].type).toBe('number');
    expect(COLUMNS[2].type).toBe('number');
  });
});
