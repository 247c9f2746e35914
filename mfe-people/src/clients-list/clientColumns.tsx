import { type ClientRecord, routes } from 'shared-contracts/contract';
import { formatDate } from 'shared-contracts/domain';
import { CLIENT_RECORD, clientTypeLabel, csvHeadersOf, sortFieldsOf } from 'shared-contracts/records';
import { StatusChip } from 'shared-contracts/ui';
import {
  cellColumn,
  type ListColumn,
  moneyColumn,
  numberColumn,
  textColumn,
  TwoLineCell,
  twoLineColumn,
  viewEditColumn,
} from 'shared-contracts/ui/list';

import { clientStatusLabel } from '../common/clientLabels';
import { InitialsAvatar } from '../common/InitialsAvatar';

/** Fields the user may sort by: every column but Actions (the client's declaration marks them). */
export const SORTABLE_CLIENT_FIELDS = sortFieldsOf(CLIENT_RECORD);

/** Each exported field's CSV header, from the client's declaration. */
const CSV = csvHeadersOf(CLIENT_RECORD);

const LINE = { display: 'block' } as const;
const lastJob = (date: string | null) => (date ? formatDate(date) : 'No jobs yet');

/** The client's initials beside its name and contact. */
function ClientName({ client }: { client: ClientRecord }) {
  return (
    <div className="people-with-avatar">
      <InitialsAvatar name={client.company_name} size={36} />
      <TwoLineCell first={client.company_name} second={client.contact_name} strong />
    </div>
  );
}

/** The phone number over the postcode, below the email. */
function PhoneAndPostcode({ client }: { client: ClientRecord }) {
  return (
    <>
      <span style={LINE}>{client.phone}</span>
      <span style={LINE}>{client.postcode}</span>
    </>
  );
}

function TypeAndStatus({ client }: { client: ClientRecord }) {
  return (
    <div className="people-badges people-badges--stacked">
      <StatusChip label={clientTypeLabel(client.client_type)} variant="secondary" />
      <StatusChip label={clientStatusLabel(client.status)} variant={client.status === 'active' ? 'success' : 'outline'} />
    </div>
  );
}

/** The table's seven columns (Edit among the actions for a role that may change clients); each sorts by the first fact it shows and exports each fact to its own CSV column. */
export const clientColumns = ({ mayEdit = true }: { mayEdit?: boolean } = {}): ListColumn<ClientRecord>[] => [
  cellColumn('company_name', 'Client Information', { minWidth: 240, flex: 1.6 }, (client) => <ClientName client={client} />, [
    { header: CSV.company_name, value: (client) => client.company_name },
    { header: CSV.contact_name, value: (client) => client.contact_name },
  ]),
  twoLineColumn(
    'email',
    'Contact Details',
    { minWidth: 210, flex: 1.3 },
    { header: CSV.email, value: (client) => client.email },
    { header: CSV.phone, value: (client) => client.phone, shown: (client) => <PhoneAndPostcode client={client} /> },
    { more: [{ header: CSV.postcode, value: (client) => client.postcode }] },
  ),
  cellColumn('client_type', 'Type & Status', { minWidth: 150, flex: 0.9 }, (client) => <TypeAndStatus client={client} />, [
    { header: CSV.client_type, value: (client) => clientTypeLabel(client.client_type) },
    { header: CSV.status, value: (client) => clientStatusLabel(client.status) },
  ]),
  moneyColumn('total_revenue', 'Revenue', { minWidth: 120, flex: 0.7 }),
  numberColumn('total_jobs', 'Jobs', { minWidth: 80, flex: 0.4 }),
  textColumn('last_job_date', 'Last Job', { minWidth: 120, flex: 0.6 }, (client) => lastJob(client.last_job_date)),
  viewEditColumn((client) => client.company_name, routes.clients, { minWidth: 130, flex: 0.6 }, { edit: mayEdit }),
];
