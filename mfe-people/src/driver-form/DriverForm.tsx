import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { bindTextFields, type RecordFormProps, useFormSubmit } from 'shared-contracts/controllers/form';
import type { Driver } from 'shared-contracts/records';
import { DRIVER_RECORD, labelsOf } from 'shared-contracts/records';
import { FormActions } from 'shared-contracts/ui/form';

import { FormSection } from '../common/FormSection';
import {
  type DriverFormValues,
  employmentChoices,
  type FormChoice,
  formValueOf,
  licenceClassChoices,
  storedValueOf,
} from './driverFormValues';

const LABELS = labelsOf(DRIVER_RECORD);

export type DriverFormProps = RecordFormProps<DriverFormValues, Driver>;

type TextFieldName = Exclude<keyof DriverFormValues, 'is_active'>;

/** The order errors are focused in: the form's order. */
const FIELD_ORDER: TextFieldName[] = [
  'name',
  'email',
  'phone',
  'license_number',
  'license_class',
  'license_expiry',
  'employment_type',
  'hourly_rate',
];
const fieldId = (field: string) => `driver-form-${field}`;

/**
 * The add and edit form: fields and layout only. The driver schema (through `form`) decides the
 * message under each field and the toast; the selects show the form's own values (Class C,
 * Employed) and keep the stored ones.
 */
export function DriverForm({ form, submitLabel, busyLabel, onSaved, onCancel }: DriverFormProps) {
  const { values, setValue, busy } = form;
  const { formRef, submit } = useFormSubmit(form, onSaved, FIELD_ORDER, fieldId);
  // Offered beside the form's own choices: the value the form started with, when the form does not offer it.
  const [{ licenceChoices, employment }] = useState(() => ({
    licenceChoices: licenceClassChoices(values.license_class),
    employment: employmentChoices(values.employment_type),
  }));

  const bind = bindTextFields<DriverFormValues, TextFieldName>(form, LABELS, fieldId);
  const field = (name: TextFieldName, required = false) => bind(name, { required });

  const select = (name: 'license_class' | 'employment_type', choices: readonly FormChoice[], required = false) => ({
    ...field(name, required),
    select: true,
    value: formValueOf(choices, values[name]),
    onChange: (event: { target: { value: string } }) => setValue(name, storedValueOf(choices, event.target.value)),
    children: choices.map((choice) => (
      <MenuItem key={choice.value} value={choice.value}>
        {choice.label}
      </MenuItem>
    )),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Driver details">
        <FormSection title="Personal Information">
          <TextField {...field('name', true)} autoComplete="off" />
          <TextField {...field('email', true)} type="email" autoComplete="off" />
          <TextField {...field('phone', true)} type="tel" autoComplete="off" />
        </FormSection>
        <FormSection title="License Details">
          <TextField {...field('license_number', true)} autoComplete="off" />
          <TextField {...select('license_class', licenceChoices)} />
          <TextField {...field('license_expiry', true)} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        </FormSection>
        <FormSection title="Employment">
          <TextField {...select('employment_type', employment, true)} />
          <TextField
            {...field('hourly_rate')}
            type="number"
            slotProps={{
              htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
            }}
          />
          <FormControlLabel
            control={
              <Switch
                id={fieldId('is_active')}
                checked={values.is_active}
                onChange={(event) => setValue('is_active', event.target.checked)}
              />
            }
            label={LABELS.is_active}
          />
        </FormSection>
        <FormActions onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} sx={{ mt: 3 }} />
      </Box>
    </Paper>
  );
}
