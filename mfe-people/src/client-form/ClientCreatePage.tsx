import { routes } from 'shared-contracts/contract';
import { FormLeaveDialog, FormPage, useCreateController } from 'shared-contracts/controllers/form';
import { PageHeader, useNavigate } from 'shared-contracts/ui';
import { ClientForm } from './ClientForm';
import { CREATE_CLIENT_TOASTS } from './clientFormMessages';
import { EMPTY_CLIENT_FORM } from './clientFormValues';

/** /admin/clients/new: "Add New Client"; a saved client (its id given by the provider) opens at /admin/clients/{id}. */
export default function ClientCreatePage() {
  const navigate = useNavigate();
  const form = useCreateController('clients', { initial: EMPTY_CLIENT_FORM, toasts: CREATE_CLIENT_TOASTS });

  return (
    <>
      <FormPage
        header={
          <PageHeader
            title="Add New Client"
            subtitle="Add a company to the client database; fields marked * are required."
            back={{ label: 'Back to Clients', to: routes.clients.list }}
          />
        }
      >
        {() => (
          <ClientForm
            form={form}
            submitLabel="Add Client"
            busyLabel="Adding..."
            onSaved={(client) => form.leave.navigateAway(routes.clients.detail(client.id))}
            onCancel={() => navigate(routes.clients.list)}
          />
        )}
      </FormPage>
      <FormLeaveDialog form={form} />
    </>
  );
}
