import { routes } from 'shared-contracts/contract';
import { useCreateController } from 'shared-contracts/controllers/form';
import { CreatePage } from 'shared-contracts/ui/form';

import { VehicleForm } from './VehicleForm';
import { REGISTER_TOASTS } from './vehicleFormMessages';
import { EMPTY_VEHICLE_FORM, VEHICLE_FIELD_KINDS } from './vehicleFormValues';

/** The specification's pause before a registration is saved, shown as a busy button. */
const REGISTRATION_DELAY_MS = 1000;

const HEADER = {
  title: 'Register New Vehicle',
  subtitle: 'Add a vehicle to the fleet; fields marked * are required.',
  back: { label: 'Back to Fleet', to: routes.vehicles.list },
};

/** /admin/vehicles/new: "Register New Vehicle". A new vehicle starts available, full, at London Depot, without a driver. */
export default function VehicleRegisterPage() {
  const form = useCreateController('vehicles', {
    initial: EMPTY_VEHICLE_FORM,
    kinds: VEHICLE_FIELD_KINDS,
    toasts: REGISTER_TOASTS,
    delayMs: REGISTRATION_DELAY_MS,
  });
  return (
    <CreatePage form={form} header={HEADER} savedTo={(vehicle) => routes.vehicles.detail(vehicle.id)}>
      {(done) => <VehicleForm form={form} submitLabel="Register Vehicle" busyLabel="Registering..." {...done} />}
    </CreatePage>
  );
}
