import { routes } from 'shared-contracts/contract';
import { useEditController } from 'shared-contracts/controllers/form';
import { useShowController } from 'shared-contracts/controllers/show';
import type { Driver } from 'shared-contracts/records';
import { EditPage, FormExits } from 'shared-contracts/ui/form';

import { driverNotFound } from '../common/notFound';
import { DriverForm } from './DriverForm';
import { UPDATE_DRIVER_TOASTS } from './driverFormMessages';
import { DRIVER_FIELD_KINDS, driverToFormValues } from './driverFormValues';

const FAILURE = { title: 'This driver could not be loaded', message: 'Please try again.' };

function EditDriverForm({ driver }: { driver: Driver }) {
  const form = useEditController('drivers', driver, {
    initial: driverToFormValues(driver),
    toValues: driverToFormValues,
    kinds: DRIVER_FIELD_KINDS,
    toasts: UPDATE_DRIVER_TOASTS,
  });
  const profile = routes.drivers.detail(driver.id);
  return (
    <FormExits form={form} savedTo={profile} cancelTo={profile}>
      {(done) => <DriverForm form={form} submitLabel="Save Changes" busyLabel="Saving..." {...done} />}
    </FormExits>
  );
}

/**
 * /admin/drivers/{driverId}/edit: the add form filled in with the driver. Only the fields the user
 * changes are saved; leaving with unsaved changes asks first; someone else's save meanwhile is shown, field by field.
 */
export default function DriverEditPage() {
  const driver = useShowController('drivers');
  const driverId = driver.id;
  const header = {
    title: 'Edit Driver',
    subtitle: (record: Driver) => `${record.name} · ${record.id}`,
    back: { label: 'Back to Driver', to: routes.drivers.detail(driverId) },
  };
  return (
    <EditPage record={driver} header={header} failure={FAILURE} notFound={driverNotFound(driverId)}>
      {(record) => <EditDriverForm key={record.id} driver={record} />}
    </EditPage>
  );
}
