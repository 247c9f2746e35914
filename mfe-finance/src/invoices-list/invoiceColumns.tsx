import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { type RecordOf, routes } from 'shared-contracts/contract';
import { formatCurrency, formatDate, invoiceStatusBadge } from 'shared-contracts/domain';
import { INVOICE_RECORD, sortFieldsOf } from 'shared-contracts/records';
import { actionsColumn, type ListColumn, stickyColumnStyles } from 'shared-contracts/ui/list';

import { InvoiceStatusBadge } from '../common/InvoiceStatusBadge';

type InvoiceRow = RecordOf['invoices'];

/** Fields the user may sort by: every column but Actions (the invoice's declaration marks them). */
export const SORTABLE_INVOICE_FIELDS = sortFieldsOf(INVOICE_RECORD);

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
  ...stickyColumnStyles('id'),
  '& .invoice-cell': {
    display: 'flex',
    alignItems: 'center',
    minHeight: 52,
    py: 1,
    minWidth: 0,
    lineHeight: 1.35,
    overflowWrap: 'anywhere',
  },
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

/** A date, whole on one line. */
const dateColumn = (field: 'invoice_date' | 'due_date', headerName: string): ListColumn<InvoiceRow> => ({
  field,
  headerName,
  width: 104,
  valueFormatter: (value: string) => formatDate(value),
  renderCell: ({ formattedValue }) => cell(formattedValue, { nowrap: true }),
  csv: (invoice) => formatDate(invoice[field]),
});

/** The table's eight columns, each one CSV column but Actions; Amount is the total with VAT. */
export function invoiceColumns(actions: InvoiceRowActions): ListColumn<InvoiceRow>[] {
  return [
    {
      field: 'id',
      headerName: 'Invoice',
      width: 158,
      renderCell: ({ row }) => cell(row.id, { nowrap: true, strong: true }),
      csv: (invoice) => invoice.id,
    },
    {
      field: 'client_name',
      headerName: 'Client',
      minWidth: 120,
      flex: 1,
      renderCell: ({ row }) => cell(row.client_name),
      csv: (invoice) => invoice.client_name,
    },
    dateColumn('invoice_date', 'Date'),
    dateColumn('due_date', 'Due Date'),
    {
      field: 'services',
      headerName: 'Services',
      minWidth: 120,
      flex: 1,
      renderCell: ({ row }) => cell(row.services),
      csv: (invoice) => invoice.services,
    },
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
