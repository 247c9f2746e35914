import { useCallback, useMemo } from 'react';
import { routes, type ToastMessage } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import { useCan } from 'shared-contracts/data';
import { useLocation, useNavigate, useSearchParams } from 'shared-contracts/ui';
import { BACK_TO_DASHBOARD, listOptions, ListPage, type ListWords } from 'shared-contracts/ui/list';

import { useInvoiceFigures } from '../common/useInvoiceFigures';
import { useInvoiceDownload } from '../invoice-document/useInvoiceDownload';
import { INVOICE_GRID_CELL_STYLES, invoiceColumns, SORTABLE_INVOICE_FIELDS } from './invoiceColumns';
import { InvoiceHeaderActions } from './InvoiceHeaderActions';
import { InvoiceKpis } from './InvoiceKpis';
import { JobInvoicesNote } from './JobInvoicesNote';
import { useGenerateInvoice } from './useGenerateInvoice';

const INVOICE_SEARCH_PLACEHOLDER = 'Search invoices...';
const OPTIONS = listOptions(SORTABLE_INVOICE_FIELDS);
/** `?job=JOB-2025-0042` lists that job's invoices only (the jobs area links here). */
const JOB_PARAM = 'job';
const NOUN = ['invoice', 'invoices'] as const;
const HEADER = { title: 'Invoice Management', subtitle: 'Every invoice, its status and payment', back: BACK_TO_DASHBOARD };

const pngDownloadedToast = (invoiceId: string): ToastMessage => ({
  title: 'Invoice Downloaded',
  description: `Invoice ${invoiceId} downloaded successfully.`,
});

/** /admin/invoices: "Invoice Management", its four figures and the searchable table of invoices. */
export default function InvoicesListPage() {
  const [params] = useSearchParams();
  const jobId = params.get(JOB_PARAM) ?? '';
  const filter = useMemo(() => (jobId ? { job_id: jobId } : undefined), [jobId]);
  const controller = useListController('invoices', { list: OPTIONS, filter });
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

  // When the table fails too, its Retry reads the figures again as well (ListPage): one Retry on the page.
  const listFailed = controller.status === 'error';
  const figuresFailed = figures.load.status === 'error' ? { retry: listFailed ? undefined : figures.load.retry } : undefined;

  const mayCreate = useCan('invoices', 'create');
  const listName = jobId ? `Invoices for ${jobId}` : 'All Invoices';
  const words: ListWords = {
    header: { ...HEADER, actions: <InvoiceHeaderActions generator={generator} /> },
    table: { name: listName, noun: NOUN, csvFileName: 'invoices', searchPlaceholder: INVOICE_SEARCH_PLACEHOLDER },
    emptyMessage: jobId
      ? `No invoices for job ${jobId} yet.`
      : mayCreate
        ? 'No invoices yet. Create one with Generate Invoice.'
        : 'No invoices yet.',
  };
  const cards = (
    <>
      <InvoiceKpis figures={figures.data} failed={figuresFailed} />
      {jobId && <JobInvoicesNote jobId={jobId} />}
    </>
  );
  return (
    <ListPage
      controller={controller}
      words={words}
      figures={{ cards, load: figures.load }}
      columns={columns}
      sx={INVOICE_GRID_CELL_STYLES}
    />
  );
}
