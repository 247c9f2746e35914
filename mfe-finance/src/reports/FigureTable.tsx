import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface FigureColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

// Narrow cell padding on phones, so three columns fit at 320 px.
const COMPACT_ON_PHONES = { [`& .${tableCellClasses.root}`]: { px: { xs: 1, sm: 2 } } } as const;

/** The figures behind a chart as a small table; the first column heads each row. */
export function FigureTable<R>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly FigureColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
}) {
  return (
    <Table size="small" aria-label={label} sx={COMPACT_ON_PHONES}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} scope="col" align={column.numeric ? 'right' : 'left'}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column, index) => (
              <TableCell
                key={column.header}
                component={index === 0 ? 'th' : 'td'}
                scope={index === 0 ? 'row' : undefined}
                align={column.numeric ? 'right' : 'left'}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
