import type { Theme } from '@mui/material/styles';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { formatCurrency, formatDate, invoiceStatusBadge, routes, type Invoice } from 'shared-contracts/contract';
import { Link as RouterLink } from 'shared-contracts/ui';
import { gridClasses, type GridRenderCellParams, type ListColumn } from 'shared-contracts/ui/list';
import { InvoiceStatusBadge } from '../common/InvoiceStatusBadge';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_INVOICE_FIELDS = ['id', 'client_name', 'invoice_date', 'due_date', 'services', 'total_amount', 'status'] as const;

export interface InvoiceRowActions {
  onDownload: (invoice: Invoice) => void;
  /** The invoice whose PNG is being drawn. */
  downloadingId: string | null;
}

function RowActions({ params, actions }: { params: GridRenderCellParams<Invoice>; actions: InvoiceRowActions }) {
  const invoice = params.row;
  // aria-disabled, not disabled, while its PNG is drawn: keyboard focus stays on the button.
  const busy = actions.downloadingId === invoice.id;
  return (
    <div className="invoice-actions">
      <RouterLink className="invoice-action" to={routes.invoices.detail(invoice.id)} tabIndex={params.tabIndex} aria-label={`View ${invoice.id}`}>
        View
      </RouterLink>
      <button
        type="button"
        className="invoice-action"
        tabIndex={params.tabIndex}
        aria-label={`Download ${invoice.id} as PNG`}
        title="Download as PNG"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) actions.onDownload(invoice);
        }}
      >
        <DownloadOutlinedIcon aria-hidden fontSize="small" />
      </button>
    </div>
  );
}

/**
 * The styles of the cells above, given once to the grid. Client and services wrap (rows grow to fit)
 * so all eight columns fit at 1280 px; narrower, the table scrolls sideways with the invoice id kept in view.
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
  '& .invoice-actions': { display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 52 },
  '& .invoice-action': {
    display: 'inline-flex',
    alignItems: 'center',
    lineHeight: 1.5,
    px: 1,
    py: 0.5,
    border: 0,
    borderRadius: 1,
    bgcolor: 'action.hover',
    color: 'primary.main',
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.selected' },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.6 },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 1 },
  },
} as const;

/** A cell's text, wrapping unless `nowrap`. */
const cell = (text: string | undefined, { nowrap = false, end = false, strong = false } = {}) => (
  <div className={`invoice-cell${nowrap ? ' invoice-cell--nowrap' : ''}${end ? ' invoice-cell--end' : ''}`}>
    {strong ? <span className="invoice-id">{text}</span> : text}
  </div>
);

/** The table's eight columns, each one CSV column but Actions; Amount is the total with VAT. */
export function invoiceColumns(actions: InvoiceRowActions): ListColumn<Invoice>[] {
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
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      disableExport: true,
      width: 112,
      renderCell: (params) => <RowActions params={params} actions={actions} />,
    },
  ];
}
