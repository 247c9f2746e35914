import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isDataError, routes, showToast } from 'shared-contracts/contract';
import { useCan, useCreate, useGetList } from 'shared-contracts/data';
import {
  formatCurrency,
  formatDate,
  invoiceInputForJob,
  invoiceStatusBadge,
  type JobInvoiceSummary,
  toJobInvoiceSummary,
} from 'shared-contracts/domain';
import type { Job } from 'shared-contracts/records';
import { BusyButton, ErrorView, Link as RouterLink, LoadingView, StatusChip } from 'shared-contracts/ui';
import { DetailCard, Facts } from 'shared-contracts/ui/detail';

const invoiceGeneratedToast = (invoiceId: string, jobId: string) => ({
  title: 'Invoice Generated',
  description: `Invoice ${invoiceId} has been generated for job ${jobId}.`,
});
const INVOICE_FAILED_TOAST = { title: 'Error', description: 'Failed to generate invoice' } as const;
const downloadToast = (invoiceId: string) => ({
  title: 'Invoice Download',
  description: `Downloading invoice ${invoiceId} is not available yet.`,
});

function InvoiceFacts({ invoice }: { invoice: JobInvoiceSummary }) {
  return (
    <>
      <Facts
        items={[
          { label: 'Invoice Number', value: invoice.invoice_number },
          { label: 'Status', value: <StatusChip {...invoiceStatusBadge(invoice.status)} /> },
          { label: 'Amount', value: formatCurrency(invoice.amount) },
          { label: 'VAT', value: formatCurrency(invoice.tax_amount) },
          { label: 'Total', value: formatCurrency(invoice.total_amount) },
          { label: 'Created', value: formatDate(invoice.created_at) },
          { label: 'Due Date', value: formatDate(invoice.due_date) },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button component={RouterLink} to={routes.invoices.detail(invoice.id)} variant="outlined" size="small">
          View Invoice
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={() => showToast({ ...downloadToast(invoice.id), variant: 'info' })}
        >
          Download
        </Button>
      </Box>
    </>
  );
}

function GenerateInvoice({ job }: { job: Job }) {
  const create = useCreate('invoices');
  const mayCreate = useCan('invoices', 'create');
  const generate = async () => {
    if (create.busy) return;
    try {
      const { data: invoice } = await create.run(invoiceInputForJob(job));
      showToast({ ...invoiceGeneratedToast(invoice.id, job.id), variant: 'success' });
    } catch (error) {
      // A rule's refusal (the job is billed already) says why; anything else is the specification's failure.
      if (isDataError(error, 'validation')) showToast({ title: 'Error', description: error.message, variant: 'error' });
      else {
        console.error('Invoice generation failed', error);
        showToast({ ...INVOICE_FAILED_TOAST, variant: 'error' });
      }
    }
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        No invoice has been generated for this job yet.
      </Typography>
      {mayCreate && (
        <BusyButton
          variant="contained"
          onClick={generate}
          busy={create.busy}
          busyLabel="Generating..."
          startIcon={<ReceiptLongOutlinedIcon />}
        >
          Generate Invoice
        </BusyButton>
      )}
    </>
  );
}

/** Invoice Information, for a role that may read invoices (for another, nothing is read). */
export function InvoiceCard({ job }: { job: Job }) {
  return useCan('invoices', 'read') ? <JobInvoiceCard job={job} /> : null;
}

/** Invoice Information: the invoice that bills this job, read from the invoices; none at first, then Generate Invoice. */
function JobInvoiceCard({ job }: { job: Job }) {
  const invoices = useGetList('invoices', { filter: { job_id: job.id }, perPage: 1 });
  const invoice = invoices.data?.data[0];
  return (
    <DetailCard title="Invoice Information" icon={<ReceiptLongOutlinedIcon />}>
      {invoices.status === 'error' ? (
        <ErrorView title="The invoice could not be loaded" message="Please try again." onRetry={invoices.retry} />
      ) : invoices.status === 'loading' ? (
        <LoadingView label="Loading invoice..." />
      ) : invoice ? (
        <InvoiceFacts invoice={toJobInvoiceSummary({ ...invoice, job_id: job.id })} />
      ) : (
        <GenerateInvoice job={job} />
      )}
    </DetailCard>
  );
}
