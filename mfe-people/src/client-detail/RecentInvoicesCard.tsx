import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { routes, showToast } from 'shared-contracts/contract';
import { useGetList } from 'shared-contracts/data';
import { formatCurrency, formatDate, invoiceStatusBadge } from 'shared-contracts/domain';
import type { Invoice } from 'shared-contracts/records';
import { downloadJson, EmptyState, Link as RouterLink, StatusChip } from 'shared-contracts/ui';
import { RelatedRecordsCard } from 'shared-contracts/ui/detail';

/** The client page lists at most this many invoices, newest first. */
const RECENT_INVOICES_SHOWN = 10;

const words = {
  errorTitle: 'Invoices could not be loaded',
  errorMessage: "This client's invoices are unavailable right now.",
  loading: 'Loading invoices...',
};

const downloadedToast = (id: string) => ({ title: 'Invoice Downloaded', description: `Invoice ${id} downloaded successfully.` });

function download(invoice: Invoice) {
  downloadJson(`${invoice.id}.json`, invoice);
  showToast({ ...downloadedToast(invoice.id), variant: 'success' });
}

function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Recent invoices">
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Job</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Services</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{invoice.id}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.job_id ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.invoice_date)}</TableCell>
              <TableCell>{invoice.services}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(invoice.total_amount)}
              </TableCell>
              <TableCell>
                <StatusChip {...invoiceStatusBadge(invoice.status)} />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button component={RouterLink} to={routes.invoices.detail(invoice.id)} size="small" aria-label={`View ${invoice.id}`}>
                    View
                  </Button>
                  <Button
                    size="small"
                    startIcon={<FileDownloadOutlinedIcon />}
                    onClick={() => download(invoice)}
                    aria-label={`Download ${invoice.id}`}
                  >
                    Download
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Recent Invoices: the client's latest ten, read by the provider, each with View (its page) and Download,
 * and how many there are in all; View All Invoices. Its own loading and error (with Retry) states.
 */
export function RecentInvoicesCard({ clientId }: { clientId: string }) {
  const invoices = useGetList('invoices', {
    filter: { client_id: clientId },
    sort: 'invoice_date',
    order: 'desc',
    perPage: RECENT_INVOICES_SHOWN,
  });
  return (
    <RelatedRecordsCard
      title="Recent Invoices"
      icon={<ReceiptLongOutlinedIcon />}
      action={
        <Button component={RouterLink} to={routes.invoices.list} variant="outlined" size="small">
          View All Invoices
        </Button>
      }
      read={invoices}
      words={words}
      empty={<EmptyState title="No Invoices Found" message="This client doesn't have any invoices yet." />}
    >
      {(page) => (
        <>
          <InvoicesTable invoices={page.data} />
          {page.total > page.data.length && (
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1.5 }}>
              The latest {page.data.length} of {page.total} invoices
            </Typography>
          )}
        </>
      )}
    </RelatedRecordsCard>
  );
}
