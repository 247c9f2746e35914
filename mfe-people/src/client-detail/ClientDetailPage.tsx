import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import type { ClientRecord } from 'shared-contracts/contract';
import { useShowController } from 'shared-contracts/controllers/show';
import { useCan } from 'shared-contracts/data';
import { formatCurrency } from 'shared-contracts/domain';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';
import { ShowPage, type ShowWords } from 'shared-contracts/ui/detail';

import { clientStatusLabel } from '../common/clientLabels';
import { CLIENT_NOT_FOUND } from '../common/notFound';
import { ClientDetailSkeleton } from './ClientDetailSkeleton';
import { ClientHeader } from './ClientHeader';
import { ClientInfoCards } from './ClientInfoCards';
import { RecentInvoicesCard } from './RecentInvoicesCard';
import { useClientReport } from './useClientReport';

const WORDS: ShowWords<ClientRecord> = { title: 'Client Details', failure: 'This client could not be loaded' };

/** The client's own header, with Generate Report. */
function ReportHeader({ client }: { client: ClientRecord }) {
  const report = useClientReport(client);
  // The report lists the client's invoices: only for a role that may read them.
  const mayReport = useCan('invoices', 'read');
  return <ClientHeader client={client} onGenerateReport={mayReport ? report.generate : undefined} generating={report.busy} />;
}

function ClientCards({ client }: { client: ClientRecord }) {
  const mayReadInvoices = useCan('invoices', 'read');
  return (
    <>
      <KpiGrid label="Client figures">
        <KpiCard
          title="Total Spent"
          value={formatCurrency(client.total_revenue, { pence: false })}
          description="Completed work, net"
          icon={<CurrencyPoundIcon />}
          tone="secondary"
        />
        <KpiCard title="Total Jobs" value={client.total_jobs} description="Completed jobs" icon={<LocalShippingOutlinedIcon />} />
        <KpiCard
          title="Avg Job Value"
          value={formatCurrency(client.average_job_value, { pence: false })}
          description="Per completed job"
          icon={<PaymentsOutlinedIcon />}
          tone="info"
        />
        <KpiCard
          title="Status"
          value={clientStatusLabel(client.status)}
          description="Account status"
          icon={<CheckCircleOutlineOutlinedIcon />}
          tone={client.status === 'active' ? 'success' : 'warning'}
        />
      </KpiGrid>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ClientInfoCards client={client} />
        {mayReadInvoices && <RecentInvoicesCard clientId={client.id} />}
      </Box>
    </>
  );
}

/** /admin/clients/{clientId}: the client with its figures (read with it), contacts, account and recent invoices. */
export default function ClientDetailPage() {
  return (
    <ShowPage
      controller={useShowController('clients', { history: true })}
      words={WORDS}
      notFound={CLIENT_NOT_FOUND}
      recordHeader={(client) => <ReportHeader client={client} />}
      skeleton={<ClientDetailSkeleton />}
    >
      {(client) => <ClientCards client={client} />}
    </ShowPage>
  );
}
