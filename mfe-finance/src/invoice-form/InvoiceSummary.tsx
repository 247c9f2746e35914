import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatCurrency } from 'shared-contracts/domain';

import { invoiceFormSummary, type InvoiceFormValues } from './invoiceFormValues';

const row = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 } as const;

/** The live Invoice Summary: net, VAT and total of what the form holds. */
export function InvoiceSummary({ values }: { values: Pick<InvoiceFormValues, 'amount' | 'vat_rate'> }) {
  const titleId = useId();
  const { amount, vat_amount, total_amount } = invoiceFormSummary(values);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Invoice Summary
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
        <Box sx={row}>
          <dt>Net Amount</dt>
          <dd>{formatCurrency(amount)}</dd>
        </Box>
        <Box sx={row}>
          <dt>VAT ({Number(values.vat_rate) || 0}%)</dt>
          <dd>{formatCurrency(vat_amount)}</dd>
        </Box>
        <Box sx={{ ...row, borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 1.25, typography: 'h6', fontWeight: 700 }}>
          <dt>Total</dt>
          <dd>{formatCurrency(total_amount)}</dd>
        </Box>
      </Box>
    </Paper>
  );
}
