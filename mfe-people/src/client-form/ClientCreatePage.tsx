import { routes } from 'shared-contracts/contract';
import { useCreateController } from 'shared-contracts/controllers/form';
import { CreatePage } from 'shared-contracts/ui/form';

import { ClientForm } from './ClientForm';
import { CREATE_CLIENT_TOASTS } from './clientFormMessages';
import { EMPTY_CLIENT_FORM } from './clientFormValues';

const HEADER = {
  title: 'Add New Client',
  subtitle: 'Add a company to the client database; fields marked * are required.',
  back: { label: 'Back to Clients', to: routes.clients.list },
};

/** /admin/clients/new: "Add New Client"; a saved client (its id given by the provider) opens at /admin/clients/{id}. */
export default function ClientCreatePage() {
  const form = useCreateController('clients', { initial: EMPTY_CLIENT_FORM, toasts: CREATE_CLIENT_TOASTS });
  return (
    <CreatePage form={form} header={HEADER} savedTo={(client) => routes.clients.detail(client.id)}>
      {(done) => <ClientForm form={form} submitLabel="Add Client" busyLabel="Adding..." {...done} />}
    </CreatePage>
  );
}
