import { useState } from 'react';
import { type RecordOf, routes } from 'shared-contracts/contract';
import { type FormToasts, useCreateController } from 'shared-contracts/controllers/form';
import { useClock } from 'shared-contracts/data';
import { inputKindsOf, INVOICE_RECORD } from 'shared-contracts/records';
import { CreatePage } from 'shared-contracts/ui/form';

import { InvoiceForm } from './InvoiceForm';
import { emptyInvoiceForm } from './invoiceFormValues';
import { useClientChoices } from './useClientChoices';

const CREATE_TOASTS: FormToasts<RecordOf['invoices']> = {
  success: (invoice) => ({ title: 'Invoice Created Successfully', description: `Invoice ${invoice.id} has been generated` }),
  failure: { title: 'Error', description: 'Failed to create invoice' },
};
const FIELD_KINDS = inputKindsOf(INVOICE_RECORD);
const HEADER = {
  title: 'Generate New Invoice',
  subtitle: 'Bill a client for a job or a service; fields marked * are required.',
  back: { label: 'Back to Invoices', to: routes.invoices.list },
};
const CLIENTS_FAILED = { title: 'The form could not be prepared', message: 'The clients could not be loaded.' };

/** /admin/invoices/new: "Generate New Invoice". */
export default function InvoiceCreatePage() {
  const now = useClock();
  const [initial] = useState(() => emptyInvoiceForm(now()));
  // The clients the Client box offers first: the form shows once they are read.
  const clients = useClientChoices('');
  const form = useCreateController('invoices', { initial, kinds: FIELD_KINDS, toasts: CREATE_TOASTS });

  return (
    <CreatePage
      form={form}
      header={HEADER}
      savedTo={(invoice) => routes.invoices.detail(invoice.id)}
      load={clients}
      failure={CLIENTS_FAILED}
    >
      {(done) => <InvoiceForm form={form} {...done} />}
    </CreatePage>
  );
}
