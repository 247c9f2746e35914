import Box from '@mui/material/Box';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { clientStatusLabel, formatCurrency, routes, showToast, type Client, type Invoice } from 'shared-contracts/contract';
import { useDataStore, type ClientActivity } from 'shared-contracts/data';
import { ErrorView, KpiCard, KpiGrid, NotFoundView, PageHeader, useParams } from 'shared-contracts/ui';
import { CLIENT_NOT_FOUND_MESSAGE, CLIENT_NOT_FOUND_TITLE } from '../common/notFound';
import { downloadJson } from 'shared-contracts/ui';
import { ClientDetailSkeleton } from './ClientDetailSkeleton';
import { ClientHeader } from './ClientHeader';
import { ClientInfoCards } from './ClientInfoCards';
import { clientReport, clientReportFileName } from './clientReport';
import { RecentInvoicesCard } from './RecentInvoicesCard';
import { useClientDetail } from './useClientDetail';

const reportToast = (company: string) => ({ title: 'Report Generated', description: `The report for ${company} has been downloaded.` });

function ClientCards({ client, activity, invoices }: { client: Client; activity: ClientActivity; invoices: readonly Invoice[] }) {
  const store = useDataStore();
  const generateReport = () => {
    downloadJson(clientReportFileName(client.company_name), clientReport(client, activity, invoices, store.now()));
    showToast({ ...reportToast(client.company_name), variant: 'success' });
  };
  return (
    <>
      <ClientHeader client={client} onGenerateReport={generateReport} />
      <KpiGrid label="Client figures">
        <KpiCard title="Total Spent" value={formatCurrency(activity.total_revenue, { pence: false })} description="Completed work, net" icon={<CurrencyPoundIcon />} tone="secondary" />
        <KpiCard title="Total Jobs" value={activity.total_jobs} description="Completed jobs" icon={<LocalShippingOutlinedIcon />} />
        <KpiCard title="Avg Job Value" value={formatCurrency(activity.average_job_value, { pence: false })} description="Per completed job" icon={<PaymentsOutlinedIcon />} tone="info" />
        <KpiCard title="Status" value={clientStatusLabel(client.status)} description="Account status" icon={<CheckCircleOutlineOutlinedIcon />} tone={client.status === 'active' ? 'success' : 'warning'} />
      </KpiGrid>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ClientInfoCards client={client} lastJobDate={activity.last_job_date} />
        <RecentInvoicesCard invoices={invoices} />
      </Box>
    </>
  );
}

/** /admin/clients/{clientId}: the client, its figures, contacts, account and recent invoices. */
export default function ClientDetailPage() {
  const { clientId = '' } = useParams();
  const detail = useClientDetail(clientId);

  if (detail.status === 'not-found') {
    return <NotFoundView title={CLIENT_NOT_FOUND_TITLE} message={CLIENT_NOT_FOUND_MESSAGE} backTo={routes.clients.list} backLabel="Back to Clients" />;
  }
  if (detail.status === 'ready') {
    return <ClientCards client={detail.client!} activity={detail.activity!} invoices={detail.invoices!} />;
  }
  if (detail.status === 'error') {
    return (
      <Box>
        <PageHeader title="Client Details" back={{ label: 'Back to Clients', to: routes.clients.list }} />
        <ErrorView title="This client could not be loaded" message="Please try again." onRetry={detail.reload} />
      </Box>
    );
  }
  return <ClientDetailSkeleton />;
}
