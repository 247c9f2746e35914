import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import { type ClientRecord, clientStatusLabel, formatCurrency, routes } from 'shared-contracts/contract';
import { useGetOne } from 'shared-contracts/data';
import { ErrorView, KpiCard, KpiGrid, NotFoundView, PageHeader, useParams } from 'shared-contracts/ui';

import { CLIENT_NOT_FOUND_MESSAGE, CLIENT_NOT_FOUND_TITLE } from '../common/notFound';
import { ClientDetailSkeleton } from './ClientDetailSkeleton';
import { ClientHeader } from './ClientHeader';
import { ClientInfoCards } from './ClientInfoCards';
import { RecentInvoicesCard } from './RecentInvoicesCard';
import { useClientReport } from './useClientReport';

function ClientCards({ client }: { client: ClientRecord }) {
  const report = useClientReport(client);
  return (
    <>
      <ClientHeader client={client} onGenerateReport={report.generate} generating={report.busy} />
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
        <RecentInvoicesCard clientId={client.id} />
      </Box>
    </>
  );
}

/** /admin/clients/{clientId}: the client with its figures (read with it), contacts, account and recent invoices. */
export default function ClientDetailPage() {
  const { clientId = '' } = useParams();
  const client = useGetOne('clients', clientId);

  if (client.status === 'not-found') {
    return (
      <NotFoundView
        title={CLIENT_NOT_FOUND_TITLE}
        message={CLIENT_NOT_FOUND_MESSAGE}
        backTo={routes.clients.list}
        backLabel="Back to Clients"
      />
    );
  }
  if (client.status === 'error') {
    return (
      <Box>
        <PageHeader title="Client Details" back={{ label: 'Back to Clients', to: routes.clients.list }} />
        <ErrorView title="This client could not be loaded" message="Please try again." onRetry={client.retry} />
      </Box>
    );
  }
  return client.data ? <ClientCards client={client.data} /> : <ClientDetailSkeleton />;
}
