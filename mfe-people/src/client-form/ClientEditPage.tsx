import { routes, type ClientRecord } from 'shared-contracts/contract';
import { FormLeaveDialog, FormPage, useEditController } from 'shared-contracts/controllers/form';
import { useGetOne } from 'shared-contracts/data';
import { PageHeader, useNavigate, useParams } from 'shared-contracts/ui';
import { CLIENT_NOT_FOUND_MESSAGE, CLIENT_NOT_FOUND_TITLE } from '../common/notFound';
import { ClientForm } from './ClientForm';
import { UPDATE_CLIENT_TOASTS } from './clientFormMessages';
import { clientToFormValues } from './clientFormValues';

const FAILURE = { title: 'This client could not be loaded', message: 'Please try again.' };
const NOT_FOUND = { title: CLIENT_NOT_FOUND_TITLE, message: CLIENT_NOT_FOUND_MESSAGE, backTo: routes.clients.list, backLabel: 'Back to Clients' };

function EditClientForm({ client }: { client: ClientRecord }) {
  const navigate = useNavigate();
  const form = useEditController('clients', client, { initial: clientToFormValues(client), toasts: UPDATE_CLIENT_TOASTS });
  const detail = routes.clients.detail(client.id);
  return (
    <>
      <ClientForm form={form} submitLabel="Save Changes" busyLabel="Saving..." onSaved={() => form.leave.navigateAway(detail)} onCancel={() => navigate(detail)} />
      <FormLeaveDialog form={form} />
    </>
  );
}

/**
 * /admin/clients/{clientId}/edit: the add form filled in with the client. Only the fields the user
 * changes are saved; leaving with unsaved changes asks first.
 */
export default function ClientEditPage() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const client = useGetOne('clients', clientId);
  const detail = routes.clients.detail(clientId);

  return (
    <FormPage
      header={
        <PageHeader
          title="Edit Client"
          subtitle={client.data ? `${client.data.company_name} · ${client.data.id}` : undefined}
          back={{ label: 'Back to Client', onClick: () => navigate(detail) }}
        />
      }
      // Once read, the form stays: a later failed refresh never takes away what the user typed.
      load={client.data ? { status: 'ready', retry: client.retry } : client}
      failure={FAILURE}
      notFound={NOT_FOUND}
    >
      {/* Keyed by client so another client starts a fresh form. */}
      {() => <EditClientForm key={client.data!.id} client={client.data!} />}
    </FormPage>
  );
}
