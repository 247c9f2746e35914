import type { Theme } from '@mui/material/styles';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { formatCurrency, formatDate, invoiceStatusBadge, routes, type RecordOf } from 'shared-contracts/contract';
import { actionsColumn, gridClasses, type ListColumn } from 'shared-contracts/ui/list';
import { InvoiceStatusBadge } from '../common/InvoiceStatusBadge';

type InvoiceRow = RecordOf['invoices'];

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_INVOICE_FIELDS = ['id', 'client_name', 'invoice_date', 'due_date', 'services', 'total_amount', 'status'] as const;

export interface InvoiceRowActions {
  onDownload: (invoice: InvoiceRow) => void;
  /** The invoice whose PNG is being drawn. */
  downloadingId: string | null;
}

/**
 * The table's own cell styles (the shared ones come with the list page). Client and services wrap (rows grow
 * to fit) so all eight columns fit at 1280 px; narrower, the table scrolls sideways with the invoice id kept in view.
 */
export const INVOICE_GRID_CELL_STYLES = {
  [`& .${gridClasses.cell}[data-field="id"], & .${gridClasses.columnHeader}[data-field="id"]`]: {
    position: 'sticky',
    left: 0,
    zIndex: 3,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}`,
  },
  // Above the other headers' resize separators (z-index 30), which would otherwise cross its title.
  [`& .${gridClasses.columnHeader}[data-field="id"]`]: { zIndex: 31 },
  '& .invoice-cell': { display: 'flex', alignItems: 'center', minHeight: 52, py: 1, minWidth: 0, lineHeight: 1.35, overflowWrap: 'anywhere' },
  '& .invoice-cell--end': { justifyContent: 'flex-end' },
  '& .invoice-cell--nowrap': { whiteSpace: 'nowrap' },
  '& .invoice-id': { fontWeight: 700 },
} as const;

/** A cell's text, wrapping unless `nowrap`. */
const cell = (text: string | undefined, { nowrap = false, end = false, strong = false } = {}) => (
  <div className={`invoice-cell${nowrap ? ' invoice-cell--nowrap' : ''}${end ? ' invoice-cell--end' : ''}`}>
    {strong ? <span className="invoice-id">{text}</span> : text}
  </div>
);

/** The table's eight columns, each one CSV column but Actions; Amount is the total with VAT. */
export function invoiceColumns(actions: InvoiceRowActions): ListColumn<InvoiceRow>[] {
  return [
    { field: 'id', headerName: 'Invoice', width: 158, renderCell: ({ row }) => cell(row.id, { nowrap: true, strong: true }), csv: (invoice) => invoice.id },
    { field: 'client_name', headerName: 'Client', minWidth: 120, flex: 1, renderCell: ({ row }) => cell(row.client_name), csv: (invoice) => invoice.client_name },
    {
      field: 'invoice_date',
      headerName: 'Date',
      width: 104,
      valueFormatter: (value: string) => formatDate(value),
      renderCell: ({ formattedValue }) => cell(formattedValue, { nowrap: true }),
      csv: (invoice) => formatDate(invoice.invoice_date),
    },
    {
      field: 'due_date',
      headerName: 'Due Date',
      width: 104,
      valueFormatter: (value: string) => formatDate(value),
      renderCell: ({ formattedValue }) => cell(formattedValue, { nowrap: true }),
      csv: (invoice) => formatDate(invoice.due_date),
    },
    { field: 'services', headerName: 'Services', minWidth: 120, flex: 1, renderCell: ({ row }) => cell(row.services), csv: (invoice) => invoice.services },
    {
      field: 'total_amount',
      headerName: 'Amount',
      type: 'number',
      width: 100,
      valueFormatter: (value: number) => formatCurrency(value),
      renderCell: ({ formattedValue }) => cell(formattedValue, { nowrap: true, end: true }),
      csv: (invoice) => formatCurrency(invoice.total_amount),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 132,
      valueFormatter: (value: string) => invoiceStatusBadge(value).label,
      renderCell: ({ row }) => (
        <div className="invoice-cell">
          <InvoiceStatusBadge status={row.status} />
        </div>
      ),
      csv: (invoice) => invoiceStatusBadge(invoice.status).label,
    },
    actionsColumn<InvoiceRow>(
      [
        { label: 'View', name: (invoice) => `View ${invoice.id}`, to: (invoice) => routes.invoices.detail(invoice.id) },
        {
          label: 'PNG',
          name: (invoice) => `Download ${invoice.id} as PNG`,
          icon: <DownloadOutlinedIcon aria-hidden />,
          onClick: actions.onDownload,
          busy: (invoice) => actions.downloadingId === invoice.id,
        },
      ],
      { width: 150 },
    ),
  ];
}
