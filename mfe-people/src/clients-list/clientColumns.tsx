import { clientStatusLabel, clientTypeLabel, formatCurrency, formatDate, routes } from 'shared-contracts/contract';
import { Link as RouterLink, StatusChip } from 'shared-contracts/ui';
import type { GridRenderCellParams, ListColumn } from 'shared-contracts/ui/list';
import { InitialsAvatar } from '../common/InitialsAvatar';
import type { ClientRow } from './clientRows';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_CLIENT_FIELDS = ['company_name', 'email', 'client_type', 'total_revenue', 'total_jobs', 'last_job_date'] as const;

function Lines({ lines }: { lines: readonly string[] }) {
  const [first, ...rest] = lines;
  return (
    <div className="people-cell">
      <span className="people-cell__first" title={first}>
        {first}
      </span>
      {rest.map((line, index) => (
        <span key={index} className="people-cell__second" title={line}>
          {line}
        </span>
      ))}
    </div>
  );
}

function RowActions({ params }: { params: GridRenderCellParams<ClientRow> }) {
  const { id, company_name } = params.row;
  return (
    <div className="people-actions">
      <RouterLink className="people-action" to={routes.clients.detail(id)} tabIndex={params.tabIndex} aria-label={`View ${company_name}`}>
        View
      </RouterLink>
      <RouterLink className="people-action" to={routes.clients.edit(id)} tabIndex={params.tabIndex} aria-label={`Edit ${company_name}`}>
        Edit
      </RouterLink>
    </div>
  );
}

const lastJob = (date: string | null) => (date ? formatDate(date) : 'No jobs yet');

/** The table's seven columns; each sorts by the first fact it shows and exports each fact to its own CSV column. */
export function clientColumns(): ListColumn<ClientRow>[] {
  return [
    {
      field: 'company_name',
      headerName: 'Client Information',
      minWidth: 240,
      flex: 1.6,
      renderCell: ({ row }) => (
        <div className="people-with-avatar">
          <InitialsAvatar name={row.company_name} size={36} />
          <Lines lines={[row.company_name, row.contact_name]} />
        </div>
      ),
      csv: [
        { header: 'Company', value: (client) => client.company_name },
        { header: 'Contact', value: (client) => client.contact_name },
      ],
    },
    {
      field: 'email',
      headerName: 'Contact Details',
      minWidth: 210,
      flex: 1.3,
      renderCell: ({ row }) => <Lines lines={[row.email, row.phone, row.postcode]} />,
      csv: [
        { header: 'Email', value: (client) => client.email },
        { header: 'Phone', value: (client) => client.phone },
        { header: 'Postcode', value: (client) => client.postcode },
      ],
    },
    {
      field: 'client_type',
      headerName: 'Type & Status',
      minWidth: 150,
      flex: 0.9,
      valueGetter: (_value, row) => clientTypeLabel(row.client_type),
      renderCell: ({ row }) => (
        <div className="people-status people-status--stacked">
          <StatusChip label={clientTypeLabel(row.client_type)} variant="secondary" />
          <StatusChip label={clientStatusLabel(row.status)} variant={row.status === 'active' ? 'success' : 'outline'} />
        </div>
      ),
      csv: [
        { header: 'Type', value: (client) => clientTypeLabel(client.client_type) },
        { header: 'Status', value: (client) => clientStatusLabel(client.status) },
      ],
    },
    {
      field: 'total_revenue',
      headerName: 'Revenue',
      type: 'number',
      minWidth: 120,
      flex: 0.7,
      valueFormatter: (value: number) => formatCurrency(value),
      csv: (client) => formatCurrency(client.total_revenue),
    },
    { field: 'total_jobs', headerName: 'Jobs', type: 'number', minWidth: 80, flex: 0.4, csv: (client) => client.total_jobs },
    {
      field: 'last_job_date',
      headerName: 'Last Job',
      minWidth: 120,
      flex: 0.6,
      valueFormatter: lastJob,
      csv: (client) => lastJob(client.last_job_date),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      disableExport: true,
      minWidth: 130,
      flex: 0.6,
      renderCell: (params) => <RowActions params={params} />,
    },
  ];
}
