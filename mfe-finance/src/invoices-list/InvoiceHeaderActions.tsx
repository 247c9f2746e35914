import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Button from '@mui/material/Button';
import { routes } from 'shared-contracts/contract';
import { useCan } from 'shared-contracts/data';
import { BusyButton, Link as RouterLink } from 'shared-contracts/ui';

import type { useGenerateInvoice } from './useGenerateInvoice';

/** New Invoice and Generate Invoice (busy while it generates), for a role that may create invoices; nothing else. */
export function InvoiceHeaderActions({ generator }: { generator: ReturnType<typeof useGenerateInvoice> }) {
  if (!useCan('invoices', 'create')) return null;
  return (
    <>
      <Button component={RouterLink} to={routes.invoices.new} variant="outlined" startIcon={<AddIcon />}>
        New Invoice
      </Button>
      <BusyButton
        variant="contained"
        startIcon={<AutoAwesomeOutlinedIcon />}
        onClick={generator.generate}
        busy={generator.busy}
        busyLabel="Generating..."
      >
        Generate Invoice
      </BusyButton>
    </>
  );
}
