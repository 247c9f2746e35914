import Box from '@mui/material/Box';
import { routes } from 'shared-contracts/contract';
import { useCreateForm } from 'shared-contracts/data';
import { LeaveDialog, PageHeader, useLeaveGuard, useNavigate } from 'shared-contracts/ui';
import { VehicleForm } from './VehicleForm';
import { REGISTER_TOASTS } from './vehicleFormMessages';
import { EMPTY_VEHICLE_FORM } from './vehicleFormValues';

/** The specification's pause before a registration is saved, shown as a busy button. */
const REGISTRATION_DELAY_MS = 1000;

/** /admin/vehicles/new: "Register New Vehicle". A new vehicle starts available, full, at London Depot, without a driver. */
export default function VehicleRegisterPage() {
  const navigate = useNavigate();
  const form = useCreateForm('vehicles', { initial: EMPTY_VEHICLE_FORM, toasts: REGISTER_TOASTS, delayMs: REGISTRATION_DELAY_MS });
  const guard = useLeaveGuard(form.dirty);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Register New Vehicle"
        subtitle="Add a vehicle to the fleet; fields marked * are required."
        back={{ label: 'Back to Fleet', to: routes.vehicles.list }}
      />
      <VehicleForm
        form={form}
        submitLabel="Register Vehicle"
        busyLabel="Registering..."
        onSaved={(vehicle) => guard.navigateAway(routes.vehicles.detail(vehicle.id))}
        onCancel={() => navigate(routes.vehicles.list)}
      />
      <LeaveDialog guard={guard} />
    </Box>
  );
}
