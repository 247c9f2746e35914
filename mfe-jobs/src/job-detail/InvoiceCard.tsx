import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { formatCurrency, formatDate, invoiceStatusBadge, type Job, routes, showToast } from 'shared-contracts/contract';
import { useDataStore } from 'shared-contracts/data';
import { BusyButton, DetailCard, Facts, Link as RouterLink, StatusChip } from 'shared-contracts/ui';

const invoiceGeneratedToast = (invoiceId: string, jobId: string) => ({
  title: 'Invoice Generated',
  description: `Invoice ${invoiceId} has been generated for job ${jobId}.`,
});
const INVOICE_FAILED_TOAST = { title: 'Error', description: 'Failed to generate invoice' } as const;
const downloadToast = (invoiceId: string) => ({
  title: 'Invoice Download',
  description: `Downloading invoice ${invoiceId} is not available yet.`,
});

/** Invoice Information: none at first; Generate Invoice creates one in the shared store. */
export function InvoiceCard({ job }: { job: Job }) {
  const store = useDataStore();
  const [busy, setBusy] = useState(false);
  const invoice = job.invoice;

  const generate = async () => {
    setBusy(true);
    try {
      const created = await store.invoices.createForJob(job.id);
      showToast({ ...invoiceGeneratedToast(created.id, job.id), variant: 'success' });
    } catch (error) {
      console.error('Invoice generation failed', error);
      showToast({ ...INVOICE_FAILED_TOAST, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailCard title="Invoice Information" icon={<ReceiptLongOutlinedIcon />}>
      {invoice ? (
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
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            No invoice has been generated for this job yet.
          </Typography>
          <BusyButton variant="contained" onClick={generate} busy={busy} busyLabel="Generating..." startIcon={<ReceiptLongOutlinedIcon />}>
            Generate Invoice
          </BusyButton>
        </>
      )}
    </DetailCard>
  );
}
