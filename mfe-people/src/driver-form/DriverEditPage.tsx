import { routes, type Driver } from 'shared-contracts/contract';
import { FormLeaveDialog, FormPage, useEditController } from 'shared-contracts/controllers/form';
import { useGetOne } from 'shared-contracts/data';
import { PageHeader, useNavigate, useParams } from 'shared-contracts/ui';
import { DRIVER_NOT_FOUND_TITLE, driverNotFoundMessage } from '../common/notFound';
import { DriverForm } from './DriverForm';
import { UPDATE_DRIVER_TOASTS } from './driverFormMessages';
import { DRIVER_FIELD_KINDS, driverToFormValues } from './driverFormValues';

const FAILURE = { title: 'This driver could not be loaded', message: 'Please try again.' };

function EditDriverForm({ driver }: { driver: Driver }) {
  const navigate = useNavigate();
  const form = useEditController('drivers', driver, { initial: driverToFormValues(driver), kinds: DRIVER_FIELD_KINDS, toasts: UPDATE_DRIVER_TOASTS });
  const profile = routes.drivers.detail(driver.id);
  return (
    <>
      <DriverForm
        form={form}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSaved={() => form.leave.navigateAway(profile)}
        onCancel={() => navigate(profile)}
      />
      <FormLeaveDialog form={form} />
    </>
  );
}

/**
 * /admin/drivers/{driverId}/edit: the add form filled in with the driver. Only the fields the user
 * changes are saved; leaving with unsaved changes asks first.
 */
export default function DriverEditPage() {
  const { driverId = '' } = useParams();
  const navigate = useNavigate();
  const driver = useGetOne('drivers', driverId);
  const profile = routes.drivers.detail(driverId);

  return (
    <FormPage
      header={
        <PageHeader
          title="Edit Driver"
          subtitle={driver.data ? `${driver.data.name} · ${driver.data.id}` : undefined}
          back={{ label: 'Back to Driver', onClick: () => navigate(profile) }}
        />
      }
      // Once read, the form stays: a later failed refresh never takes away what the user typed.
      load={driver.data ? { status: 'ready', retry: driver.retry } : driver}
      failure={FAILURE}
      notFound={{ title: DRIVER_NOT_FOUND_TITLE, message: driverNotFoundMessage(driverId), backTo: routes.drivers.list, backLabel: 'Back to Drivers' }}
    >
      {/* Keyed by driver so another driver starts a fresh form. */}
      {() => <EditDriverForm key={driver.data!.id} driver={driver.data!} />}
    </FormPage>
  );
}
