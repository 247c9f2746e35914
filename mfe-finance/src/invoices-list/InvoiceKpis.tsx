import { memo } from 'react';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { formatCurrency } from 'shared-contracts/contract';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';
import type { InvoiceFigure, InvoiceKpis as Kpis } from './invoiceKpis';

const PENDING = '—';
const invoicesCount = (count: number) => `${count} ${count === 1 ? 'invoice' : 'invoices'}`;

/** The four figures above the table in whole pounds (dashes while loading); memoised so typing in the search box leaves them alone. */
export const InvoiceKpis = memo(function InvoiceKpis({ kpis }: { kpis: Kpis | undefined }) {
  const card = (figure: (k: Kpis) => InvoiceFigure) => ({
    value: kpis ? formatCurrency(figure(kpis).amount, { pence: false }) : PENDING,
    description: kpis ? invoicesCount(figure(kpis).count) : PENDING,
  });
  return (
    <KpiGrid label="Invoice figures" minCardWidth={200}>
      <KpiCard title="Total Revenue" {...card((k) => k.totalRevenue)} icon={<CurrencyPoundIcon />} />
      <KpiCard title="Paid" {...card((k) => k.paid)} icon={<CheckCircleOutlineIcon />} tone="success" />
      <KpiCard title="Outstanding" {...card((k) => k.outstanding)} icon={<ScheduleIcon />} tone="warning" />
      <KpiCard title="Overdue" {...card((k) => k.overdue)} icon={<ErrorOutlineIcon />} tone="error" />
    </KpiGrid>
  );
});
