import Box from '@mui/material/Box';
import { routes } from 'shared-contracts/contract';
import { useCreateForm } from 'shared-contracts/data';
import { LeaveDialog, PageHeader, useLeaveGuard, useNavigate } from 'shared-contracts/ui';
import { ClientForm } from './ClientForm';
import { CREATE_CLIENT_TOASTS } from './clientFormMessages';
import { EMPTY_CLIENT_FORM } from './clientFormValues';

/** /admin/clients/new: "Add New Client"; a saved client opens at /admin/clients/CLI{6 digits}. */
export default function ClientCreatePage() {
  const navigate = useNavigate();
  const form = useCreateForm('clients', { initial: EMPTY_CLIENT_FORM, toasts: CREATE_CLIENT_TOASTS });
  const guard = useLeaveGuard(form.dirty);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Add New Client"
        subtitle="Add a company to the client database; fields marked * are required."
        back={{ label: 'Back to Clients', to: routes.clients.list }}
      />
      <ClientForm
        form={form}
        submitLabel="Add Client"
        busyLabel="Adding..."
        onSaved={(client) => guard.navigateAway(routes.clients.detail(client.id))}
        onCancel={() => navigate(routes.clients.list)}
      />
      <LeaveDialog guard={guard} />
    </Box>
  );
}
