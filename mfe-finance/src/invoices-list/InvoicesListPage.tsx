import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { routes, type ToastMessage } from 'shared-contracts/contract';
import { searchRecords, useList } from 'shared-contracts/data';
import { BusyButton, ErrorView, Link as RouterLink, PageHeader, useLocation, useNavigate, useSearchParams } from 'shared-contracts/ui';
import { SearchableDataGrid, useListUrlState, type ListStateOptions } from 'shared-contracts/ui/list';
import { useInvoiceDownload } from '../invoice-document/useInvoiceDownload';
import { INVOICE_GRID_CELL_STYLES, invoiceColumns, SORTABLE_INVOICE_FIELDS } from './invoiceColumns';
import { InvoiceKpis } from './InvoiceKpis';
import { invoiceKpis } from './invoiceKpis';
import { useGenerateInvoice } from './useGenerateInvoice';

export const INVOICE_SEARCH_PLACEHOLDER = 'Search invoices...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_INVOICE_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };
/** `?job=JOB-2025-0042` lists that job's invoices only (the jobs area links here). */
const JOB_PARAM = 'job';

const pngDownloadedToast = (invoiceId: string): ToastMessage => ({
  title: 'Invoice Downloaded',
  description: `Invoice ${invoiceId} downloaded successfully.`,
});
const noMatch = (search: string) => `No invoices match "${search}"`;
const countText = (count: number) => `${count} ${count === 1 ? 'invoice' : 'invoices'}`;

/** /admin/invoices: "Invoice Management", its four figures and the searchable table of invoices. */
export default function InvoicesListPage() {
  const invoices = useList('invoices');
  const all = invoices.data;
  const [params] = useSearchParams();
  const jobId = params.get(JOB_PARAM) ?? '';
  const list = useListUrlState(LIST_OPTIONS);
  const ofJob = useMemo(() => (all && jobId ? all.filter((invoice) => invoice.job_id === jobId) : all), [all, jobId]);
  const rows = useMemo(() => searchRecords('invoices', ofJob ?? [], list.search), [ofJob, list.search]);
  const kpis = useMemo(() => (all ? invoiceKpis(all) : undefined), [all]);

  const navigate = useNavigate();
  const { search } = useLocation();
  // A new invoice goes to the top of the whole list: leave a search, sort, page or job filter to show it.
  const showAtTop = useCallback(() => {
    if (search) navigate(routes.invoices.list);
  }, [search, navigate]);
  const generator = useGenerateInvoice(showAtTop);
  const { download, busyId } = useInvoiceDownload('png', pngDownloadedToast);
  const columns = useMemo(() => invoiceColumns({ onDownload: download, downloadingId: busyId }), [download, busyId]);

  const listName = jobId ? `Invoices for ${jobId}` : 'All Invoices';
  return (
    <Box>
      <PageHeader
        title="Invoice Management"
        subtitle="Every invoice, its status and payment"
        back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }}
        actions={
          <>
            <Button component={RouterLink} to={routes.invoices.new} variant="outlined" startIcon={<AddIcon />}>
              New Invoice
            </Button>
            <BusyButton variant="contained" startIcon={<AutoAwesomeOutlinedIcon />} onClick={generator.generate} busy={generator.busy} busyLabel="Generating...">
              Generate Invoice
            </BusyButton>
          </>
        }
      />
      <InvoiceKpis kpis={kpis} />
      {jobId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Showing the invoices of job{' '}
          <Link component={RouterLink} to={routes.jobs.detail(jobId)}>
            {jobId}
          </Link>
          .{' '}
          <Link component={RouterLink} to={routes.invoices.list}>
            Show all invoices
          </Link>
        </Alert>
      )}
      {invoices.status === 'error' ? (
        <ErrorView title="Invoices could not be loaded" message="The invoice list is unavailable right now." onRetry={invoices.reload} />
      ) : (
        <SearchableDataGrid
          list={list}
          rows={rows}
          columns={columns}
          title={all ? `${listName} (${rows.length})` : listName}
          searchPlaceholder={INVOICE_SEARCH_PLACEHOLDER}
          csvFileName="invoices"
          pageSizeOptions={PAGE_SIZES}
          emptyMessage={jobId ? `No invoices for job ${jobId} yet.` : 'No invoices yet. Create one with Generate Invoice.'}
          noMatchMessage={noMatch}
          loading={invoices.status === 'loading'}
          rowHeight="auto"
          statusText={all ? `${countText(rows.length)}${list.search.trim() ? ' found' : ''}` : undefined}
          sx={INVOICE_GRID_CELL_STYLES}
        />
      )}
    </Box>
  );
}
