import { useState } from 'react';
import Box from '@mui/material/Box';
import { routes } from 'shared-contracts/contract';
import { useCreateForm, useDataStore, useList } from 'shared-contracts/data';
import { ErrorView, LeaveDialog, LoadingView, PageHeader, useLeaveGuard, useNavigate } from 'shared-contracts/ui';
import { InvoiceForm } from './InvoiceForm';
import { CREATE_TOASTS } from './invoiceFormMessages';
import { emptyInvoiceForm } from './invoiceFormValues';

/** /admin/invoices/new: "Generate New Invoice". */
export default function InvoiceCreatePage() {
  const navigate = useNavigate();
  const store = useDataStore();
  const [initial] = useState(() => emptyInvoiceForm(store.now()));
  const clients = useList('clients');
  const form = useCreateForm('invoices', { initial, toasts: CREATE_TOASTS });
  const guard = useLeaveGuard(form.dirty);

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title="Generate New Invoice"
        subtitle="Bill a client for a job or a service; fields marked * are required."
        back={{ label: 'Back to Invoices', to: routes.invoices.list }}
      />
      {clients.status === 'error' ? (
        <ErrorView title="The form could not be prepared" message="The clients could not be loaded." onRetry={clients.reload} />
      ) : clients.data ? (
        <InvoiceForm
          form={form}
          clients={clients.data}
          onSaved={(invoice) => guard.navigateAway(routes.invoices.detail(invoice.id))}
          onCancel={() => navigate(routes.invoices.list)}
        />
      ) : (
        <LoadingView label="Loading..." />
      )}
      <LeaveDialog guard={guard} />
    </Box>
  );
}
