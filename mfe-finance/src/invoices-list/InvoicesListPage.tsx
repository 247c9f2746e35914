import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { routes, type ToastMessage } from 'shared-contracts/contract';
import { ListPage, useListController } from 'shared-contracts/controllers/list';
import { combineLoads } from 'shared-contracts/data';
import { BusyButton, Link as RouterLink, PageHeader, useLocation, useNavigate, useSearchParams } from 'shared-contracts/ui';
import type { ListStateOptions } from 'shared-contracts/ui/list';
import { useInvoiceFigures } from '../common/useInvoiceFigures';
import { useInvoiceDownload } from '../invoice-document/useInvoiceDownload';
import { INVOICE_GRID_CELL_STYLES, invoiceColumns, SORTABLE_INVOICE_FIELDS } from './invoiceColumns';
import { InvoiceKpis } from './InvoiceKpis';
import { useGenerateInvoice } from './useGenerateInvoice';

const INVOICE_SEARCH_PLACEHOLDER = 'Search invoices...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_INVOICE_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };
/** `?job=JOB-2025-0042` lists that job's invoices only (the jobs area links here). */
const JOB_PARAM = 'job';
const LOAD_ERROR = { title: 'Invoices could not be loaded', message: 'The invoice list is unavailable right now.' };
const NOUN = ['invoice', 'invoices'] as const;

const pngDownloadedToast = (invoiceId: string): ToastMessage => ({
  title: 'Invoice Downloaded',
  description: `Invoice ${invoiceId} downloaded successfully.`,
});

/** /admin/invoices: "Invoice Management", its four figures and the searchable table of invoices. */
export default function InvoicesListPage() {
  const [params] = useSearchParams();
  const jobId = params.get(JOB_PARAM) ?? '';
  const filter = useMemo(() => (jobId ? { job_id: jobId } : undefined), [jobId]);
  const controller = useListController('invoices', { list: LIST_OPTIONS, filter });
  const figures = useInvoiceFigures();

  const navigate = useNavigate();
  const { search } = useLocation();
  // A new invoice goes to the top of the whole list: leave a search, sort, page or job filter to show it.
  const showAtTop = useCallback(() => {
    if (search) navigate(routes.invoices.list);
  }, [search, navigate]);
  const generator = useGenerateInvoice(showAtTop);
  const { download, busyId } = useInvoiceDownload('png', pngDownloadedToast);
  const columns = useMemo(() => invoiceColumns({ onDownload: download, downloadingId: busyId }), [download, busyId]);

  // When the table fails too, its Retry reads the figures again as well: one Retry on the page.
  const listFailed = controller.status === 'error';
  const page = combineLoads(controller, figures.load);
  const figuresFailed = figures.load.status === 'error' ? { retry: listFailed ? undefined : figures.load.retry } : undefined;

  const listName = jobId ? `Invoices for ${jobId}` : 'All Invoices';
  return (
    <ListPage
      controller={listFailed ? { ...controller, retry: page.retry } : controller}
      header={
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
      }
      figures={
        <>
          <InvoiceKpis figures={figures.data} failed={figuresFailed} />
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
        </>
      }
      columns={columns}
      tableTitle={(total) => `${listName} (${total})`}
      tableName={listName}
      noun={NOUN}
      searchPlaceholder={INVOICE_SEARCH_PLACEHOLDER}
      csvFileName="invoices"
      pageSizeOptions={PAGE_SIZES}
      emptyMessage={jobId ? `No invoices for job ${jobId} yet.` : 'No invoices yet. Create one with Generate Invoice.'}
      error={LOAD_ERROR}
      rowHeight="auto"
      sx={INVOICE_GRID_CELL_STYLES}
    />
  );
}
