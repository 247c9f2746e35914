import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Driver, VEHICLE_STATUSES } from 'shared-contracts/records';
import { choiceItems } from 'shared-contracts/ui/form';

import { vehicleStatusBadge } from '../common/vehicleStatusBadge';
import { Section, type VehicleInput } from './VehicleForm';
import type { VehicleEditValues } from './vehicleFormValues';

/** The edit screen's section beyond the register form: the vehicle's status, fuel, location and driver. */
export function VehicleAssignmentFields({ input, drivers }: { input: VehicleInput<VehicleEditValues>; drivers: readonly Driver[] }) {
  return (
    <Section title="Status & Assignment">
      <TextField select {...input('status')}>
        {choiceItems(VEHICLE_STATUSES, (status) => vehicleStatusBadge(status).label)}
      </TextField>
      <TextField
        {...input('fuel_level', { type: 'number' })}
        slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
      />
      <TextField {...input('location')} />
      <TextField select {...input('driver_assigned')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
        <MenuItem value="">No driver</MenuItem>
        {drivers.map((driver) => (
          <MenuItem key={driver.id} value={driver.id}>
            {driver.name}
          </MenuItem>
        ))}
      </TextField>
    </Section>
  );
}
