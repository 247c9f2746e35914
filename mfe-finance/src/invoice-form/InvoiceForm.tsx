import { useId, useMemo, type FormEvent, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VAT_RATES, vatRateLabel, type Client, type Invoice } from 'shared-contracts/contract';
import { INVOICE_FIELD_LABELS, type RecordForm } from 'shared-contracts/data';
import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceFormValues } from './invoiceFormValues';
import { BusyButton, useFocusFirstError } from 'shared-contracts/ui';

export interface InvoiceFormProps {
  form: RecordForm<InvoiceFormValues, Invoice>;
  clients: readonly Client[];
  onSaved: (invoice: Invoice) => void;
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
 * "Generate New Invoice": fields and layout only. The invoice schema (through `form`) decides the
 * message under each field and the "Validation Error" toast; the store checks that a job given is
 * real. The first field in error receives focus.
 */
export function InvoiceForm({ form, clients, onSaved, onCancel }: InvoiceFormProps) {
  const { values, errors, setValue, busy } = form;
  const clientOptions = useMemo(() => [...clients].sort((a, b) => a.company_name.localeCompare(b.company_name, 'en-GB')), [clients]);
  const selectedClient = useMemo(() => clients.find((client) => client.id === values.client_id) ?? null, [clients, values.client_id]);

  const { formRef, refused } = useFocusFirstError(FIELD_ORDER, fieldId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invoice = await form.submit();
    if (invoice) onSaved(invoice);
    else refused();
  };

  const text = (field: Field, extra: { required?: boolean; multiline?: boolean; type?: string; helper?: string } = {}) => ({
    id: fieldId(field),
    name: field,
    label: INVOICE_FIELD_LABELS[field],
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? extra.helper,
    required: extra.required,
    fullWidth: true,
    ...(extra.multiline ? { multiline: true, minRows: 3 } : {}),
    ...(extra.type ? { type: extra.type } : {}),
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Invoice details">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <FormCard title="Invoice Details">
          <Autocomplete
            id={fieldId('client_id')}
            options={clientOptions}
            value={selectedClient}
            onChange={(_event, client) => setValue('client_id', client?.id ?? '')}
            getOptionLabel={(client) => client.company_name}
            getOptionKey={(client) => client.id}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField {...params} name="client_id" label={INVOICE_FIELD_LABELS.client_id} required error={Boolean(errors.client_id)} helperText={errors.client_id} />
            )}
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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <Button onClick={onCancel} variant="outlined" color="inherit">
          Cancel
        </Button>
        <BusyButton type="submit" variant="contained" busy={busy} busyLabel="Creating...">
          Create Invoice
        </BusyButton>
      </Box>
    </Box>
  );
}
