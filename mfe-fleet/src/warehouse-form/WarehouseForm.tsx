import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bindTextFields, type RecordForm, useFormSubmit } from 'shared-contracts/controllers/form';
import { labelsOf, type Warehouse, WAREHOUSE_RECORD, WAREHOUSE_STATUSES, WAREHOUSE_TYPES } from 'shared-contracts/records';
import { choiceItems, FormActions } from 'shared-contracts/ui/form';

import type { WarehouseFormValues } from './warehouseFormValues';

const LABELS = labelsOf(WAREHOUSE_RECORD);

type Field = keyof WarehouseFormValues;

/** The order errors are focused in: the form's order. */
const FIELD_ORDER: Field[] = [
  'name',
  'type',
  'address',
  'manager',
  'phone',
  'capacity',
  'occupied',
  'status',
  'staff_count',
  'vehicles_based',
  'operating_hours',
  'last_inspection',
];
const fieldId = (field: Field) => `warehouse-form-${field}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface WarehouseFormProps {
  form: RecordForm<WarehouseFormValues, Warehouse>;
  onSaved: (warehouse: Warehouse) => void;
  onCancel: () => void;
}

/**
 * The Add Warehouse form: fields and layout only. The provider (through `form`) decides the
 * message under each field and the toast; the first field in error receives focus.
 */
export function WarehouseForm({ form, onSaved, onCancel }: WarehouseFormProps) {
  const { busy } = form;
  const { formRef, submit } = useFormSubmit(form, onSaved, FIELD_ORDER, fieldId);

  const input = bindTextFields(form, LABELS, fieldId);
  const whole = { htmlInput: { min: 0, step: 1, inputMode: 'numeric' as const } };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Facility details" aria-busy={busy}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Facility Details
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, mb: 3 }}>
          <TextField {...input('name', { required: true })} />
          <TextField select {...input('type', { required: true })}>
            {choiceItems(WAREHOUSE_TYPES)}
          </TextField>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <TextField {...input('address', { required: true })} multiline minRows={2} />
          </Box>
          <TextField {...input('manager', { required: true })} />
          <TextField {...input('phone', { type: 'tel' })} />
        </Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Capacity & Operations
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, mb: 3 }}>
          <TextField
            {...input('capacity', { required: true, type: 'number' })}
            slotProps={{ htmlInput: { min: 1, step: 10, inputMode: 'numeric' } }}
          />
          <TextField {...input('occupied', { type: 'number' })} slotProps={{ htmlInput: { min: 0, step: 10, inputMode: 'numeric' } }} />
          <TextField select {...input('status')}>
            {choiceItems(WAREHOUSE_STATUSES, capitalise)}
          </TextField>
          <TextField {...input('staff_count', { type: 'number' })} slotProps={whole} />
          <TextField {...input('vehicles_based', { type: 'number' })} slotProps={whole} />
          <TextField {...input('operating_hours')} placeholder="24/7 or 08:00 - 18:00" />
          <TextField {...input('last_inspection', { type: 'date' })} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
        <FormActions onCancel={onCancel} busy={busy} submitLabel="Add Warehouse" busyLabel="Adding..." />
      </Box>
    </Paper>
  );
}
