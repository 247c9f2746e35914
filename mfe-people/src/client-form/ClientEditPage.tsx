import Box from '@mui/material/Box';
import { routes, type Client } from 'shared-contracts/contract';
import { useEditForm, useRecord } from 'shared-contracts/data';
import { ErrorView, LeaveDialog, LoadingView, NotFoundView, PageHeader, useLeaveGuard, useNavigate, useParams } from 'shared-contracts/ui';
import { CLIENT_NOT_FOUND_MESSAGE, CLIENT_NOT_FOUND_TITLE } from '../common/notFound';
import { ClientForm } from './ClientForm';
import { UPDATE_CLIENT_TOASTS } from './clientFormMessages';
import { clientToFormValues } from './clientFormValues';

function EditClientForm({ client }: { client: Client }) {
  const navigate = useNavigate();
  const form = useEditForm('clients', client.id, { initial: clientToFormValues(client), toasts: UPDATE_CLIENT_TOASTS });
  const guard = useLeaveGuard(form.dirty);
  const detail = routes.clients.detail(client.id);

  return (
    <>
      <PageHeader title="Edit Client" subtitle={`${client.company_name} · ${client.id}`} back={{ label: 'Back to Client', onClick: () => navigate(detail) }} />
      <ClientForm
        form={form}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSaved={() => guard.navigateAway(detail)}
        onCancel={() => navigate(detail)}
      />
      <LeaveDialog guard={guard} />
    </>
  );
}

/**
 * /admin/clients/{clientId}/edit: the add form filled in with the client. Only the fields the user
 * changes are saved; leaving with unsaved changes asks first.
 */
export default function ClientEditPage() {
  const { clientId = '' } = useParams();
  const client = useRecord('clients', clientId);

  if (client.status === 'not-found') {
    return <NotFoundView title={CLIENT_NOT_FOUND_TITLE} message={CLIENT_NOT_FOUND_MESSAGE} backTo={routes.clients.list} backLabel="Back to Clients" />;
  }
  return (
    <Box sx={{ maxWidth: 960 }}>
      {client.data ? (
        // Keyed by client so another client starts a fresh form.
        <EditClientForm key={client.data.id} client={client.data} />
      ) : (
        <>
          <PageHeader title="Edit Client" back={{ label: 'Back to Client', to: routes.clients.detail(clientId) }} />
          {client.status === 'error' ? (
            <ErrorView title="This client could not be loaded" message="Please try again." onRetry={client.reload} />
          ) : (
            <LoadingView label="Loading..." />
          )}
        </>
      )}
    </Box>
  );
}
