import { clientStatusLabel, clientTypeLabel, formatCurrency, formatDate, routes, type ClientRecord } from 'shared-contracts/contract';
import { StatusChip } from 'shared-contracts/ui';
import { actionsColumn, TwoLineCell, type ListColumn } from 'shared-contracts/ui/list';
import { InitialsAvatar } from '../common/InitialsAvatar';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_CLIENT_FIELDS = ['company_name', 'email', 'client_type', 'total_revenue', 'total_jobs', 'last_job_date'] as const;

const LINE = { display: 'block' } as const;
const lastJob = (date: string | null) => (date ? formatDate(date) : 'No jobs yet');

/** The table's seven columns; each sorts by the first fact it shows and exports each fact to its own CSV column. */
export const CLIENT_COLUMNS: ListColumn<ClientRecord>[] = [
  {
    field: 'company_name',
    headerName: 'Client Information',
    minWidth: 240,
    flex: 1.6,
    renderCell: ({ row }) => (
      <div className="people-with-avatar">
        <InitialsAvatar name={row.company_name} size={36} />
        <TwoLineCell first={row.company_name} second={row.contact_name} strong />
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
    renderCell: ({ row }) => (
      <TwoLineCell
        first={row.email}
        second={
          <>
            <span style={LINE}>{row.phone}</span>
            <span style={LINE}>{row.postcode}</span>
          </>
        }
      />
    ),
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
    renderCell: ({ row }) => (
      <div className="people-badges people-badges--stacked">
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
  actionsColumn<ClientRecord>(
    [
      { label: 'View', name: (client) => `View ${client.company_name}`, to: (client) => routes.clients.detail(client.id) },
      { label: 'Edit', name: (client) => `Edit ${client.company_name}`, to: (client) => routes.clients.edit(client.id) },
    ],
    { minWidth: 130, flex: 0.6 },
  ),
];
