import { MAX_PER_PAGE, routes, type VehicleRecord } from 'shared-contracts/contract';
import { useEditController } from 'shared-contracts/controllers/form';
import { combineLoads, useGetList, useGetOne } from 'shared-contracts/data';
import type { Driver } from 'shared-contracts/records';
import { PageHeader, useNavigate, useParams } from 'shared-contracts/ui';
import { FormExits, FormPage } from 'shared-contracts/ui/form';

import { VEHICLE_NOT_FOUND } from '../common/vehicleNotFound';
import { VehicleAssignmentFields } from './VehicleAssignmentFields';
import { VehicleForm } from './VehicleForm';
import { UPDATE_TOASTS } from './vehicleFormMessages';
import { VEHICLE_FIELD_KINDS, vehicleToFormValues } from './vehicleFormValues';

/** Drivers a vehicle may be given: the active ones, by name. */
const ACTIVE_DRIVERS = { filter: { is_active: true }, sort: 'name', order: 'asc', perPage: MAX_PER_PAGE } as const;
const FAILURE = { title: 'This vehicle could not be loaded', message: 'Please try again.' };
/** Nothing more to read: the vehicle's driver is listed already, it has none, or it names one that no longer exists. */
const NOTHING_TO_READ = { status: 'ready', error: undefined, retry: () => {} } as const;

const byName = (a: Driver, b: Driver) => a.name.localeCompare(b.name, 'en-GB');

function EditVehicleForm({ vehicle, drivers }: { vehicle: VehicleRecord; drivers: readonly Driver[] }) {
  const form = useEditController('vehicles', vehicle, {
    initial: vehicleToFormValues(vehicle),
    toValues: vehicleToFormValues,
    kinds: VEHICLE_FIELD_KINDS,
    toasts: UPDATE_TOASTS,
  });
  const detail = routes.vehicles.detail(vehicle.id);
  return (
    <FormExits form={form} savedTo={detail} cancelTo={detail}>
      {(done) => (
        <VehicleForm
          form={form}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          more={(input) => <VehicleAssignmentFields input={input} drivers={drivers} />}
          {...done}
        />
      )}
    </FormExits>
  );
}

/**
 * /admin/vehicles/{vehicleId}/edit (beyond the specification, which leaves Edit Vehicle inert): the
 * register form filled in with the vehicle, plus its status, fuel, location and driver. Only the
 * fields the user changes are saved; leaving with unsaved changes asks first; someone else's save meanwhile is shown,
 * field by field.
 */
export default function VehicleEditPage() {
  const { id: vehicleId = '' } = useParams();
  const navigate = useNavigate();
  const vehicle = useGetOne('vehicles', vehicleId);
  const active = useGetList('drivers', ACTIVE_DRIVERS);
  // Whoever drives it now stays a choice when no longer active: read on its own, only then. (A driver chosen here
  // is active, so a save never makes the form wait for this read again.)
  const listed = active.data?.data;
  const ownId = vehicle.data?.driver_assigned;
  const own = useGetOne('drivers', ownId && listed && !listed.some((driver) => driver.id === ownId) ? ownId : null);
  const load = combineLoads(vehicle, active, own.status === 'not-found' ? NOTHING_TO_READ : own);
  const drivers = () => (own.data ? [...(listed ?? []), own.data].sort(byName) : (listed ?? []));

  const header = (
    <PageHeader
      title="Edit Vehicle"
      subtitle={vehicle.data && `${vehicle.data.registration} · ${vehicle.data.make} ${vehicle.data.model}`}
      back={{ label: 'Back to Vehicle', onClick: () => navigate(routes.vehicles.detail(vehicleId)) }}
    />
  );

  return (
    <FormPage header={header} load={load} failure={FAILURE} notFound={VEHICLE_NOT_FOUND}>
      {/* Keyed by vehicle, so another vehicle starts a fresh form. */}
      {() => <EditVehicleForm key={vehicle.data!.id} vehicle={vehicle.data!} drivers={drivers()} />}
    </FormPage>
  );
}
