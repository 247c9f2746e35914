import Box from '@mui/material/Box';
import { routes, type Driver } from 'shared-contracts/contract';
import { useEditForm, useRecord } from 'shared-contracts/data';
import { ErrorView, LeaveDialog, LoadingView, NotFoundView, PageHeader, useLeaveGuard, useNavigate, useParams } from 'shared-contracts/ui';
import { DRIVER_NOT_FOUND_TITLE, driverNotFoundMessage } from '../common/notFound';
import { DriverForm } from './DriverForm';
import { UPDATE_DRIVER_TOASTS } from './driverFormMessages';
import { driverToFormValues } from './driverFormValues';

function EditDriverForm({ driver }: { driver: Driver }) {
  const navigate = useNavigate();
  const form = useEditForm('drivers', driver.id, { initial: driverToFormValues(driver), toasts: UPDATE_DRIVER_TOASTS });
  const guard = useLeaveGuard(form.dirty);
  const profile = routes.drivers.detail(driver.id);

  return (
    <>
      <PageHeader title="Edit Driver" subtitle={`${driver.name} · ${driver.id}`} back={{ label: 'Back to Driver', onClick: () => navigate(profile) }} />
      <DriverForm
        form={form}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSaved={() => guard.navigateAway(profile)}
        onCancel={() => navigate(profile)}
      />
      <LeaveDialog guard={guard} />
    </>
  );
}

/**
 * /admin/drivers/{driverId}/edit: the add form filled in with the driver. Only the fields the user
 * changes are saved; leaving with unsaved changes asks first.
 */
export default function DriverEditPage() {
  const { driverId = '' } = useParams();
  const driver = useRecord('drivers', driverId);

  if (driver.status === 'not-found') {
    return <NotFoundView title={DRIVER_NOT_FOUND_TITLE} message={driverNotFoundMessage(driverId)} backTo={routes.drivers.list} backLabel="Back to Drivers" />;
  }
  return (
    <Box sx={{ maxWidth: 960 }}>
      {driver.data ? (
        // Keyed by driver so another driver starts a fresh form.
        <EditDriverForm key={driver.data.id} driver={driver.data} />
      ) : (
        <>
          <PageHeader title="Edit Driver" back={{ label: 'Back to Driver', to: routes.drivers.detail(driverId) }} />
          {driver.status === 'error' ? (
            <ErrorView title="This driver could not be loaded" message="Please try again." onRetry={driver.reload} />
          ) : (
            <LoadingView label="Loading..." />
          )}
        </>
      )}
    </Box>
  );
}
