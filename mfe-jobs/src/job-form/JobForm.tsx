import { useMemo, useRef, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JOB_TYPES, showToast, type Client, type Driver, type Vehicle } from 'shared-contracts';
import {
  driverChoices,
  hasErrors,
  JOB_FORM_LABELS,
  PORTER_OPTIONS,
  REQUIRED_JOB_FIELDS,
  VALIDATION_TOAST,
  vehicleChoices,
  type JobFormField,
  type JobFormValues,
} from './jobFormValues';
import type { JobFormState } from './useJobForm';

export interface JobFormProps {
  form: JobFormState;
  clients: readonly Client[];
  drivers: readonly Driver[];
  vehicles: readonly Vehicle[];
  /** Driver and vehicle already on the job (edit), offered even if no longer available. */
  keepDriverId?: string;
  keepVehicleId?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (values: JobFormValues) => void;
  onCancel: () => void;
}

const fieldId = (field: JobFormField) => `job-form-${field}`;

/**
 * The create and edit form. One validation (validateJobForm) decides both the message under
 * each field and the "Validation Error" toast; the first field in error receives focus.
 */
export function JobForm({ form, clients, drivers, vehicles, keepDriverId = '', keepVehicleId = '', submitLabel, busyLabel, busy, onSubmit, onCancel }: JobFormProps) {
  const { values, errors, setValue, validate } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const clientOptions = useMemo(() => [...clients].sort((a, b) => a.company_name.localeCompare(b.company_name, 'en-GB')), [clients]);
  const selectedClient = useMemo(() => clients.find((client) => client.id === values.clientId) ?? null, [clients, values.clientId]);
  const driverOptions = useMemo(() => driverChoices(drivers, keepDriverId), [drivers, keepDriverId]);
  const vehicleOptions = useMemo(() => vehicleChoices(vehicles, keepVehicleId), [vehicles, keepVehicleId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    if (hasErrors(found)) {
      showToast({ ...VALIDATION_TOAST, variant: 'error' });
      const first = [...REQUIRED_JOB_FIELDS, 'estimatedValue' as const].find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const text = (field: JobFormField, extra: { required?: boolean; multiline?: boolean; type?: string } = {}) => ({
    id: fieldId(field),
    name: field,
    label: JOB_FORM_LABELS[field],
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    required: extra.required,
    fullWidth: true,
    ...(extra.multiline ? { multiline: true, minRows: 2 } : {}),
    ...(extra.type ? { type: extra.type } : {}),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Job details">
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Job Details
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          <Autocomplete
            id={fieldId('clientId')}
            options={clientOptions}
            value={selectedClient}
            onChange={(_event, client) => setValue('clientId', client?.id ?? '')}
            getOptionLabel={(client) => client.company_name}
            getOptionKey={(client) => client.id}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField
                {...params}
                name="clientId"
                label={JOB_FORM_LABELS.clientId}
                required
                error={Boolean(errors.clientId)}
                helperText={errors.clientId}
              />
            )}
          />
          <TextField select {...text('jobType', { required: true })}>
            {JOB_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...text('pickupAddress', { required: true, multiline: true })} />
          <TextField {...text('deliveryAddress', { required: true, multiline: true })} />
          <TextField {...text('pickupDate', { required: true, type: 'date' })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...text('pickupTime', { type: 'time' })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 3600 } }} />
          <TextField select {...text('driverId')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">Unassigned</MenuItem>
            {driverOptions.map((driver) => (
              <MenuItem key={driver.id} value={driver.id}>
                {driver.name} ({driver.license_class})
              </MenuItem>
            ))}
          </TextField>
          <TextField select {...text('vehicleId')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">Unassigned</MenuItem>
            {vehicleOptions.map((vehicle) => (
              <MenuItem key={vehicle.id} value={vehicle.id}>
                {vehicle.registration} — {vehicle.make} {vehicle.model}
              </MenuItem>
            ))}
          </TextField>
          <TextField select {...text('porterCount')}>
            {PORTER_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...text('estimatedValue', { type: 'number' })}
            slotProps={{
              htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
            }}
          />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <TextField {...text('specialInstructions', { multiline: true })} />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
          <Button onClick={onCancel} variant="outlined" color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
