import { routes } from 'shared-contracts/contract';
import { FormLeaveDialog, FormPage, useCreateController } from 'shared-contracts/controllers/form';
import { PageHeader, useNavigate } from 'shared-contracts/ui';
import { VehicleForm } from './VehicleForm';
import { REGISTER_TOASTS } from './vehicleFormMessages';
import { EMPTY_VEHICLE_FORM, VEHICLE_FIELD_KINDS } from './vehicleFormValues';

/** The specification's pause before a registration is saved, shown as a busy button. */
const REGISTRATION_DELAY_MS = 1000;

const HEADER = (
  <PageHeader
    title="Register New Vehicle"
    subtitle="Add a vehicle to the fleet; fields marked * are required."
    back={{ label: 'Back to Fleet', to: routes.vehicles.list }}
  />
);

/** /admin/vehicles/new: "Register New Vehicle". A new vehicle starts available, full, at London Depot, without a driver. */
export default function VehicleRegisterPage() {
  const navigate = useNavigate();
  const form = useCreateController('vehicles', { initial: EMPTY_VEHICLE_FORM, kinds: VEHICLE_FIELD_KINDS, toasts: REGISTER_TOASTS, delayMs: REGISTRATION_DELAY_MS });

  return (
    <FormPage header={HEADER}>
      {() => (
        <>
          <VehicleForm
            form={form}
            submitLabel="Register Vehicle"
            busyLabel="Registering..."
            onSaved={(vehicle) => form.leave.navigateAway(routes.vehicles.detail(vehicle.id))}
            onCancel={() => navigate(routes.vehicles.list)}
          />
          <FormLeaveDialog form={form} />
        </>
      )}
    </FormPage>
  );
}
