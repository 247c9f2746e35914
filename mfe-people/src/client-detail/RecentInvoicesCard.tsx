import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { formatCurrency, formatDate, invoiceStatusBadge, routes, showToast, type Invoice } from 'shared-contracts/contract';
import { DetailCard, EmptyState, Link as RouterLink, StatusChip } from 'shared-contracts/ui';
import { downloadJson } from 'shared-contracts/ui';

/** The client page lists at most this many invoices, newest first. */
const RECENT_INVOICES_SHOWN = 10;

const downloadedToast = (id: string) => ({ title: 'Invoice Downloaded', description: `Invoice ${id} downloaded successfully.` });

function download(invoice: Invoice) {
  downloadJson(`${invoice.id}.json`, invoice);
  showToast({ ...downloadedToast(invoice.id), variant: 'success' });
}

/** Recent Invoices: the client's first ten, each with View (its page) and Download; View All Invoices. */
export function RecentInvoicesCard({ invoices }: { invoices: readonly Invoice[] }) {
  const recent = invoices.slice(0, RECENT_INVOICES_SHOWN);
  return (
    <DetailCard
      title="Recent Invoices"
      icon={<ReceiptLongOutlinedIcon />}
      action={
        <Button component={RouterLink} to={routes.invoices.list} variant="outlined" size="small">
          View All Invoices
        </Button>
      }
    >
      {recent.length === 0 ? (
        <EmptyState title="No Invoices Found" message="This client doesn't have any invoices yet." />
      ) : (
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
              {recent.map((invoice) => (
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
                      <Button size="small" startIcon={<FileDownloadOutlinedIcon />} onClick={() => download(invoice)} aria-label={`Download ${invoice.id}`}>
                        Download
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DetailCard>
  );
}
