import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { bindTextFields, type RecordFormProps, useFormSubmit } from 'shared-contracts/controllers/form';
import type { Client } from 'shared-contracts/records';
import { CLIENT_RECORD, labelsOf } from 'shared-contracts/records';
import { FormActions } from 'shared-contracts/ui/form';

import { FormSection } from '../common/FormSection';
import { type ClientFormValues, clientTypeChoices } from './clientFormValues';

const LABELS = labelsOf(CLIENT_RECORD);

export type ClientFormProps = RecordFormProps<ClientFormValues, Client>;

type Field = keyof ClientFormValues;

/** The order errors are focused in: the form's order. */
const FIELD_ORDER: Field[] = [
  'company_name',
  'client_type',
  'website',
  'contact_name',
  'email',
  'phone',
  'address',
  'city',
  'postcode',
  'notes',
];
const fieldId = (field: string) => `client-form-${field}`;

/**
 * The add and edit form in four sections: fields and layout only. The client schema (through
 * `form`) decides the message under each field and the toast.
 */
export function ClientForm({ form, submitLabel, busyLabel, onSaved, onCancel }: ClientFormProps) {
  const { values, busy } = form;
  const { formRef, submit } = useFormSubmit(form, onSaved, FIELD_ORDER, fieldId);
  // The types offered: the form's, and the one the client started with.
  const [typeChoices] = useState(() => clientTypeChoices(values.client_type));

  const bind = bindTextFields(form, LABELS, fieldId);
  const field = (name: Field, required = false) => ({ ...bind(name, { required }), autoComplete: 'off' });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Client details">
        <FormSection title="Company Information">
          <TextField {...field('company_name', true)} />
          <TextField {...field('client_type', true)} select>
            {typeChoices.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field('website')} type="url" placeholder="https://www.example.co.uk" />
        </FormSection>
        <FormSection title="Contact Information">
          <TextField {...field('contact_name', true)} />
          <TextField {...field('email', true)} type="email" />
          <TextField {...field('phone', true)} type="tel" />
        </FormSection>
        <FormSection title="Address Information">
          <TextField {...field('address')} />
          <TextField {...field('city')} />
          <TextField {...field('postcode')} />
        </FormSection>
        <FormSection title="Additional Notes">
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField {...field('notes')} multiline minRows={3} />
          </Box>
        </FormSection>
        <FormActions onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} sx={{ mt: 3 }} />
      </Box>
    </Paper>
  );
}
