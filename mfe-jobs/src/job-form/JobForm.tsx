import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RecordOf } from 'shared-contracts/contract';
import { bindTextFields, type RecordFormProps, useFormSubmit } from 'shared-contracts/controllers/form';
import { JOB_RECORD, JOB_TYPES, labelsOf } from 'shared-contracts/records';
import { choiceItems, FormActions } from 'shared-contracts/ui/form';

import { type ClientChoice, ClientField } from './ClientField';
import { type JobFormValues, porterOptions } from './jobFormValues';
import type { JobFormChoices } from './useJobFormChoices';

const LABELS = labelsOf(JOB_RECORD);

type Job = RecordOf['jobs'];

export interface JobFormProps extends RecordFormProps<JobFormValues, Job> {
  /** The drivers and vehicles offered (available ones, and the job's own when editing). */
  choices: JobFormChoices;
  /** The client the form starts with (editing). */
  client?: ClientChoice | null;
}

type Field = keyof JobFormValues & keyof typeof LABELS;

/** The order errors are focused in: the form's order. */
const FIELD_ORDER: Field[] = [
  'client_id',
  'job_type',
  'pickup_address',
  'delivery_address',
  'pickup_date',
  'pickup_time',
  'driver_id',
  'vehicle_id',
  'porter_count',
  'total_amount',
  'special_requirements',
];

const fieldId = (field: Field) => `job-form-${field}`;

/**
 * The create and edit form: fields and layout only. The job schema (through `form`) decides the
 * message under each field and the "Validation Error" toast; the first field in error receives focus.
 */
export function JobForm({ form, choices, client = null, submitLabel, busyLabel, onSaved, onCancel }: JobFormProps) {
  const { values, errors, setValue, busy } = form;

  const { formRef, submit } = useFormSubmit(form, onSaved, FIELD_ORDER, fieldId);

  const bind = bindTextFields<JobFormValues, Field>(form, LABELS, fieldId);
  const text = (field: Field, { multiline = false, ...extra }: { required?: boolean; multiline?: boolean; type?: string } = {}) => ({
    ...bind(field, extra),
    ...(multiline ? { multiline: true, minRows: 2 } : {}),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Job details">
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Job Details
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          <ClientField
            id={fieldId('client_id')}
            label={LABELS.client_id}
            initial={client}
            onChange={(id) => setValue('client_id', id)}
            error={errors.client_id}
          />
          <TextField select {...text('job_type', { required: true })}>
            {choiceItems(JOB_TYPES)}
          </TextField>
          <TextField {...text('pickup_address', { required: true, multiline: true })} />
          <TextField {...text('delivery_address', { required: true, multiline: true })} />
          <TextField {...text('pickup_date', { required: true, type: 'date' })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...text('pickup_time', { type: 'time' })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 3600 } }} />
          <TextField select {...text('driver_id')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">Unassigned</MenuItem>
            {choices.drivers.map((driver) => (
              <MenuItem key={driver.id} value={driver.id}>
                {driver.name} ({driver.license_class})
              </MenuItem>
            ))}
          </TextField>
          <TextField select {...text('vehicle_id')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">Unassigned</MenuItem>
            {choices.vehicles.map((vehicle) => (
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
        <FormActions onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} sx={{ mt: 3 }} />
      </Box>
    </Paper>
  );
}
