import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCurrency, formatDate } from 'shared-contracts/domain';
import type { Invoice } from 'shared-contracts/records';

import { InvoiceStatusBadge } from '../common/InvoiceStatusBadge';
import { invoiceStatusText } from '../common/invoiceWording';

/** The invoice's status, what it means for payment, and its total (VAT included). */
export function InvoiceStatusCard({ invoice, total }: { invoice: Invoice; total: number }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Invoice status"
      sx={{ p: 2.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <InvoiceStatusBadge status={invoice.status} size="medium" />
        <Typography sx={{ fontWeight: 600 }}>{invoiceStatusText(invoice, formatDate)}</Typography>
      </Box>
      <Box sx={{ textAlign: { sm: 'right' } }}>
        <Typography variant="body2" color="text.secondary">
          Total
        </Typography>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {formatCurrency(total)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Due {formatDate(invoice.due_date)}
        </Typography>
      </Box>
    </Paper>
  );
}
