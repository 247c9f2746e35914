import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { memo } from 'react';
import { formatCurrency } from 'shared-contracts/domain';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';

import type { InvoiceFigure, InvoiceFigures } from '../common/invoiceFigures';

const PENDING = '—';
const invoicesCount = (count: number) => `${count} ${count === 1 ? 'invoice' : 'invoices'}`;

export interface InvoiceKpisProps {
  figures: InvoiceFigures | undefined;
  /** Set when the figures could not be read: says so, with Retry (left out when the page offers one already). */
  failed?: { retry?: () => void };
}

/** The four figures above the table in whole pounds (dashes until read); memoised so typing in the search box leaves them alone. */
export const InvoiceKpis = memo(function InvoiceKpis({ figures, failed }: InvoiceKpisProps) {
  const card = (figure: (k: InvoiceFigures) => InvoiceFigure) => ({
    value: figures ? formatCurrency(figure(figures).amount, { pence: false }) : PENDING,
    description: figures ? invoicesCount(figure(figures).count) : PENDING,
  });
  return (
    <>
      {failed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            failed.retry && (
              <Button color="inherit" variant="outlined" size="small" onClick={failed.retry}>
                Retry
              </Button>
            )
          }
        >
          The invoice figures could not be loaded.
        </Alert>
      )}
      <KpiGrid label="Invoice figures" minCardWidth={200}>
        <KpiCard title="Total Revenue" {...card((k) => k.totalRevenue)} icon={<CurrencyPoundIcon />} />
        <KpiCard title="Paid" {...card((k) => k.paid)} icon={<CheckCircleOutlineIcon />} tone="success" />
        <KpiCard title="Outstanding" {...card((k) => k.outstanding)} icon={<ScheduleIcon />} tone="warning" />
        <KpiCard title="Overdue" {...card((k) => k.overdue)} icon={<ErrorOutlineIcon />} tone="error" />
      </KpiGrid>
    </>
  );
});
