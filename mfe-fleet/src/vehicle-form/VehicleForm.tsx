import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { VehicleRecord } from 'shared-contracts/contract';
import { type RecordFormProps, useFormSubmit } from 'shared-contracts/controllers/form';
import { useClock } from 'shared-contracts/data';
import {
  DETAILS_NOT_HELD,
  EMISSIONS_CLASSES,
  FUEL_TYPES,
  labelsOf,
  MIN_VEHICLE_YEAR,
  VEHICLE_RECORD,
  VEHICLE_TYPES,
  VIN_MAX_LENGTH,
} from 'shared-contracts/records';
import { choiceItems, FormActions } from 'shared-contracts/ui/form';

import type { VehicleEditValues, VehicleFormValues } from './vehicleFormValues';

type Field = keyof VehicleEditValues;

const LABELS = labelsOf(VEHICLE_RECORD);

/** The order errors are focused in: the form's order. */
const FIELD_ORDER: readonly Field[] = [
  'registration',
  'make',
  'model',
  'year',
  'vin',
  'vehicle_type',
  'capacity_kg',
  'capacity_volume',
  'fuel_type',
  'emissions_class',
  'mileage',
  'mot_expiry',
  'insurance_expiry',
  'service_due',
  'status',
  'fuel_level',
  'location',
  'driver_assigned',
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fieldId = (field: Field) => `vehicle-form-${field}`;

interface InputOptions {
  required?: boolean;
  type?: string;
  upperCase?: boolean;
  helperText?: string;
}

/** The props of one of the form's text fields: its label, value, change and the message under it. */
export type VehicleInput<V> = (
  field: keyof V & Field,
  options?: InputOptions,
) => {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText: string | undefined;
  required: boolean | undefined;
  fullWidth: true;
  type?: string;
};

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, mb: 3 }}>
      <Typography component="legend" variant="h6" sx={{ fontWeight: 700, mb: 2, p: 0 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {children}
      </Box>
    </Box>
  );
}

export interface VehicleFormProps<V extends VehicleFormValues> extends RecordFormProps<V, VehicleRecord> {
  /** Sections after the register form's (the edit screen's status and driver), drawn with the same inputs. */
  more?: (input: VehicleInput<V>) => ReactNode;
}

/**
 * The register and edit form: fields and layout only. The provider (through `form`) decides the message
 * under each field and the toast; the first field in error receives focus.
 */
export function VehicleForm<V extends VehicleFormValues>({ form, submitLabel, busyLabel, onSaved, onCancel, more }: VehicleFormProps<V>) {
  const { values, errors, setValue, busy } = form;
  // The page's clock, as the provider's own year check reads its own.
  const nextYear = useClock()().getFullYear() + 1;

  const { formRef, submit } = useFormSubmit(form, onSaved, FIELD_ORDER, fieldId);

  const input: VehicleInput<V> = (field, options = {}) => ({
    id: fieldId(field),
    name: field,
    label: LABELS[field],
    value: String(values[field]),
    onChange: (event) => setValue(field, (options.upperCase ? event.target.value.toUpperCase() : event.target.value) as V[typeof field]),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? options.helperText,
    required: options.required,
    fullWidth: true,
    ...(options.type ? { type: options.type } : {}),
  });
  const date = (field: 'mot_expiry' | 'insurance_expiry' | 'service_due') => (
    <TextField
      {...input(field, {
        required: true,
        type: 'date',
        helperText: values[field] === DETAILS_NOT_HELD ? `Currently: ${DETAILS_NOT_HELD}` : undefined,
      })}
      value={values[field] === DETAILS_NOT_HELD ? '' : values[field]}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Vehicle details" aria-busy={busy}>
        <Section title="Vehicle Details">
          <TextField {...input('registration', { required: true, upperCase: true })} placeholder="ABC-123" />
          <TextField {...input('make', { required: true })} />
          <TextField {...input('model', { required: true })} />
          <TextField
            {...input('year', { required: true, type: 'number' })}
            slotProps={{ htmlInput: { min: MIN_VEHICLE_YEAR, max: nextYear, step: 1, inputMode: 'numeric' } }}
          />
          <TextField {...input('vin', { required: true, upperCase: true })} slotProps={{ htmlInput: { maxLength: VIN_MAX_LENGTH } }} />
          <TextField select {...input('vehicle_type')}>
            {choiceItems(VEHICLE_TYPES, capitalise)}
          </TextField>
        </Section>
        <Section title="Capacity & Fuel">
          <TextField {...input('capacity_kg', { type: 'number' })} slotProps={{ htmlInput: { min: 0, step: 50, inputMode: 'numeric' } }} />
          <TextField
            {...input('capacity_volume', { type: 'number' })}
            slotProps={{ htmlInput: { min: 0, step: 0.1, inputMode: 'decimal' } }}
          />
          <TextField select {...input('fuel_type')}>
            {choiceItems(FUEL_TYPES, capitalise)}
          </TextField>
          <TextField select {...input('emissions_class')}>
            {choiceItems(EMISSIONS_CLASSES)}
          </TextField>
          <TextField
            {...input('mileage', { type: 'number' })}
            slotProps={{
              htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">mi</InputAdornment> },
            }}
          />
        </Section>
        <Section title="Compliance Dates">
          {date('mot_expiry')}
          {date('insurance_expiry')}
          {date('service_due')}
        </Section>
        {more?.(input)}
        <FormActions onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
      </Box>
    </Paper>
  );
}
