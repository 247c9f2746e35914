import { useMemo, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JOB_TYPES, type Client, type Driver, type Job, type Vehicle } from 'shared-contracts/contract';
import { JOB_FIELD_LABELS, type RecordForm } from 'shared-contracts/data';
import { driverChoices, porterOptions, vehicleChoices, type JobFormValues } from './jobFormValues';
import { BusyButton, useFocusFirstError } from 'shared-contracts/ui';

export interface JobFormProps {
  form: RecordForm<JobFormValues, Job>;
  clients: readonly Client[];
  drivers: readonly Driver[];
  vehicles: readonly Vehicle[];
  /** Driver and vehicle already on the job (edit), offered even if no longer available. */
  keepDriverId?: string;
  keepVehicleId?: string;
  submitLabel: string;
  busyLabel: string;
  onSaved: (job: Job) => void;
  onCancel: () => void;
}

type Field = keyof JobFormValues & keyof typeof JOB_FIELD_LABELS;

/** The order errors are focused in: the form's order. */
const FIELD_ORDER: Field[] = ['client_id', 'job_type', 'pickup_address', 'delivery_address', 'pickup_date', 'pickup_time', 'driver_id', 'vehicle_id', 'porter_count', 'total_amount', 'special_requirements'];

const fieldId = (field: Field) => `job-form-${field}`;

/**
 * The create and edit form: fields and layout only. The job schema (through `form`) decides the
 * message under each field and the "Validation Error" toast; the first field in error receives focus.
 */
export function JobForm({ form, clients, drivers, vehicles, keepDriverId = '', keepVehicleId = '', submitLabel, busyLabel, onSaved, onCancel }: JobFormProps) {
  const { values, errors, setValue, busy } = form;
  const clientOptions = useMemo(() => [...clients].sort((a, b) => a.company_name.localeCompare(b.company_name, 'en-GB')), [clients]);
  const selectedClient = useMemo(() => clients.find((client) => client.id === values.client_id) ?? null, [clients, values.client_id]);
  const driverOptions = useMemo(() => driverChoices(drivers, keepDriverId), [drivers, keepDriverId]);
  const vehicleOptions = useMemo(() => vehicleChoices(vehicles, keepVehicleId), [vehicles, keepVehicleId]);

  const { formRef, refused } = useFocusFirstError(FIELD_ORDER, fieldId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const job = await form.submit();
    if (job) onSaved(job);
    else refused();
  };

  const text = (field: Field, extra: { required?: boolean; multiline?: boolean; type?: string } = {}) => ({
    id: fieldId(field),
    name: field,
    label: JOB_FIELD_LABELS[field],
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
            id={fieldId('client_id')}
            options={clientOptions}
            value={selectedClient}
            onChange={(_event, client) => setValue('client_id', client?.id ?? '')}
            getOptionLabel={(client) => client.company_name}
            getOptionKey={(client) => client.id}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField
                {...params}
                name="client_id"
                label={JOB_FIELD_LABELS.client_id}
                required
                error={Boolean(errors.client_id)}
                helperText={errors.client_id}
              />
            )}
          />
          <TextField select {...text('job_type', { required: true })}>
            {JOB_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...text('pickup_address', { required: true, multiline: true })} />
          <TextField {...text('delivery_address', { required: true, multiline: true })} />
          <TextField {...text('pickup_date', { required: true, type: 'date' })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...text('pickup_time', { type: 'time' })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 3600 } }} />
          <TextField select {...text('driver_id')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">Unassigned</MenuItem>
            {driverOptions.map((driver) => (
              <MenuItem key={driver.id} value={driver.id}>
                {driver.name} ({driver.license_class})
              </MenuItem>
            ))}
          </TextField>
          <TextField select {...text('vehicle_id')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">Unassigned</MenuItem>
            {vehicleOptions.map((vehicle) => (
              <MenuItem key={vehicle.id} value={vehicle.id}>
                {vehicle.registration} — {vehicle.make} {vehicle.model}
              </MenuItem>
            ))}
          </TextField>
          <TextField select {...text('porter_count')}>
            {porterOptions(values.porter_count).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...text('total_amount', { type: 'number' })}
            slotProps={{
              htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
            }}
          />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <TextField {...text('special_requirements', { multiline: true })} />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
          <Button onClick={onCancel} variant="outlined" color="inherit">
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={busy} busyLabel={busyLabel}>
            {submitLabel}
          </BusyButton>
        </Box>
      </Box>
    </Paper>
  );
}
