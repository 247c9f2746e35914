import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import type { RecordOf } from 'shared-contracts/contract';
import { bindTextFields, type RecordForm, useFormSubmit } from 'shared-contracts/controllers/form';
import { type Client, INVOICE_RECORD, labelsOf, VAT_RATES } from 'shared-contracts/records';
import { FormActions } from 'shared-contracts/ui/form';

import { vatRateLabel } from '../common/invoiceWording';
import { ClientField } from './ClientField';
import type { InvoiceFormValues } from './invoiceFormValues';
import { InvoiceSummary } from './InvoiceSummary';

const LABELS = labelsOf(INVOICE_RECORD);

type InvoiceRecord = RecordOf['invoices'];

export interface InvoiceFormProps {
  form: RecordForm<InvoiceFormValues, InvoiceRecord>;
  onSaved: (invoice: InvoiceRecord) => void;
  onCancel: () => void;
}

type Field = keyof InvoiceFormValues;

/** The order errors are focused in: the form's order. */
const FIELD_ORDER: Field[] = ['client_id', 'job_id', 'services', 'notes', 'amount', 'vat_rate', 'due_date'];
const JOB_ID_PLACEHOLDER = 'JOB-2024-XXXX';

const fieldId = (field: Field) => `invoice-form-${field}`;

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
    </Paper>
  );
}

/**
 * "Generate New Invoice": fields and layout only. The provider checks the values (through `form`): its
 * message shows under each field and the toast names the problem; it also checks that a job given is
 * real and the client's. The first field in error receives focus.
 */
export function InvoiceForm({ form, onSaved, onCancel }: InvoiceFormProps) {
  const { values, errors, setValue, busy } = form;
  const [client, setClient] = useState<Pick<Client, 'id' | 'company_name'> | null>(null);

  const { formRef, submit } = useFormSubmit(form, onSaved, FIELD_ORDER, fieldId);

  const bind = bindTextFields(form, LABELS, fieldId);
  const text = (
    field: Field,
    { multiline = false, helper, ...extra }: { required?: boolean; multiline?: boolean; type?: string; helper?: string } = {},
  ) => ({
    ...bind(field, { ...extra, helperText: helper }),
    ...(multiline ? { multiline: true, minRows: 3 } : {}),
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Invoice details">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <FormCard title="Invoice Details">
          <ClientField
            id={fieldId('client_id')}
            label={LABELS.client_id}
            value={client}
            onChange={(chosen) => {
              setClient(chosen);
              setValue('client_id', chosen?.id ?? '');
            }}
            error={errors.client_id}
          />
          <TextField
            {...text('job_id', { helper: 'Optional: the job this invoice is for' })}
            placeholder={JOB_ID_PLACEHOLDER}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField {...text('services', { required: true, multiline: true })} />
          <TextField {...text('notes', { multiline: true })} />
        </FormCard>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormCard title="Financial Details">
            <TextField
              {...text('amount', { required: true, type: 'number' })}
              slotProps={{
                htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              }}
            />
            <TextField select {...text('vat_rate')}>
              {VAT_RATES.map(({ rate }) => (
                <MenuItem key={rate} value={String(rate)}>
                  {vatRateLabel(rate)}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...text('due_date', { type: 'date' })} slotProps={{ inputLabel: { shrink: true } }} />
          </FormCard>
          <InvoiceSummary values={values} />
        </Box>
      </Box>
      <FormActions onCancel={onCancel} busy={busy} submitLabel="Create Invoice" busyLabel="Creating..." sx={{ mt: 3 }} />
    </Box>
  );
}
