import { type ClientRecord, routes } from 'shared-contracts/contract';
import { useEditController } from 'shared-contracts/controllers/form';
import { useShowController } from 'shared-contracts/controllers/show';
import { EditPage, FormExits } from 'shared-contracts/ui/form';

import { CLIENT_NOT_FOUND } from '../common/notFound';
import { ClientForm } from './ClientForm';
import { UPDATE_CLIENT_TOASTS } from './clientFormMessages';
import { clientToFormValues } from './clientFormValues';

const FAILURE = { title: 'This client could not be loaded', message: 'Please try again.' };

function EditClientForm({ client }: { client: ClientRecord }) {
  const form = useEditController('clients', client, {
    initial: clientToFormValues(client),
    toValues: clientToFormValues,
    toasts: UPDATE_CLIENT_TOASTS,
  });
  const detail = routes.clients.detail(client.id);
  return (
    <FormExits form={form} savedTo={detail} cancelTo={detail}>
      {(done) => <ClientForm form={form} submitLabel="Save Changes" busyLabel="Saving..." {...done} />}
    </FormExits>
  );
}

/**
 * /admin/clients/{clientId}/edit: the add form filled in with the client. Only the fields the user
 * changes are saved; leaving with unsaved changes asks first; someone else's save meanwhile is shown, field by field.
 */
export default function ClientEditPage() {
  const client = useShowController('clients');
  const clientId = client.id;
  const header = {
    title: 'Edit Client',
    subtitle: (record: ClientRecord) => `${record.company_name} · ${record.id}`,
    back: { label: 'Back to Client', to: routes.clients.detail(clientId) },
  };
  return (
    <EditPage record={client} header={header} failure={FAILURE} notFound={CLIENT_NOT_FOUND}>
      {(record) => <EditClientForm key={record.id} client={record} />}
    </EditPage>
  );
}
