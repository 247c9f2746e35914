import Box from '@mui/material/Box';
import { routes, type Driver, type Vehicle } from 'shared-contracts/contract';
import { useEditForm, useList, useRecord } from 'shared-contracts/data';
import { ErrorView, LeaveDialog, LoadingView, NotFoundView, PageHeader, useLeaveGuard, useNavigate, useParams } from 'shared-contracts/ui';
import { VEHICLE_NOT_FOUND } from '../common/vehicleNotFound';
import { VehicleForm } from './VehicleForm';
import { UPDATE_TOASTS } from './vehicleFormMessages';
import { vehicleToFormValues } from './vehicleFormValues';

function EditVehicleForm({ vehicle, drivers }: { vehicle: Vehicle; drivers: readonly Driver[] }) {
  const navigate = useNavigate();
  const form = useEditForm('vehicles', vehicle.id, { initial: vehicleToFormValues(vehicle), toasts: UPDATE_TOASTS });
  const guard = useLeaveGuard(form.dirty);
  const detail = routes.vehicles.detail(vehicle.id);

  return (
    <>
      <PageHeader
        title="Edit Vehicle"
        subtitle={`${vehicle.registration} · ${vehicle.make} ${vehicle.model}`}
        back={{ label: 'Back to Vehicle', onClick: () => navigate(detail) }}
      />
      <VehicleForm
        form={form}
        drivers={drivers}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSaved={() => guard.navigateAway(detail)}
        onCancel={() => navigate(detail)}
      />
      <LeaveDialog guard={guard} />
    </>
  );
}

/** Drivers a vehicle may be given: the active ones, and whoever drives it now; by name. */
const driverChoices = (drivers: readonly Driver[], vehicle: Vehicle) =>
  drivers.filter((d) => d.is_active || d.id === vehicle.driver_assigned).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));

/**
 * /admin/vehicles/{vehicleId}/edit (beyond the specification, which leaves Edit Vehicle inert): the
 * register form filled in with the vehicle, plus its status, fuel, location and driver. Only the
 * fields the user changes are saved; leaving with unsaved changes asks first.
 */
export default function VehicleEditPage() {
  const { vehicleId = '' } = useParams();
  const vehicle = useRecord('vehicles', vehicleId);
  const drivers = useList('drivers');

  if (vehicle.status === 'not-found') return <NotFoundView {...VEHICLE_NOT_FOUND} />;
  const failed = vehicle.status === 'error' || drivers.status === 'error';
  return (
    <Box sx={{ maxWidth: 960 }}>
      {vehicle.data && drivers.data ? (
        // Keyed by vehicle so a different vehicle starts a fresh form.
        <EditVehicleForm key={vehicle.data.id} vehicle={vehicle.data} drivers={driverChoices(drivers.data, vehicle.data)} />
      ) : (
        <>
          <PageHeader title="Edit Vehicle" back={{ label: 'Back to Vehicle', to: routes.vehicles.detail(vehicleId) }} />
          {failed ? (
            <ErrorView
              title="This vehicle could not be loaded"
              message="Please try again."
              onRetry={() => {
                vehicle.reload();
                drivers.reload();
              }}
            />
          ) : (
            <LoadingView label="Loading..." />
          )}
        </>
      )}
    </Box>
  );
}
