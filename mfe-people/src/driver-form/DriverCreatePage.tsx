import Box from '@mui/material/Box';
import { routes } from 'shared-contracts/contract';
import { useCreateForm } from 'shared-contracts/data';
import { LeaveDialog, PageHeader, useLeaveGuard, useNavigate } from 'shared-contracts/ui';
import { DriverForm } from './DriverForm';
import { CREATE_DRIVER_TOASTS } from './driverFormMessages';
import { EMPTY_DRIVER_FORM } from './driverFormValues';

/** /admin/drivers/new: "Add New Driver"; a saved driver is listed at once on /admin/drivers. */
export default function DriverCreatePage() {
  const navigate = useNavigate();
  const form = useCreateForm('drivers', { initial: EMPTY_DRIVER_FORM, toasts: CREATE_DRIVER_TOASTS });
  const guard = useLeaveGuard(form.dirty);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Add New Driver"
        subtitle="Register a driver; fields marked * are required."
        back={{ label: 'Back to Drivers', to: routes.drivers.list }}
      />
      <DriverForm
        form={form}
        submitLabel="Add Driver"
        busyLabel="Adding..."
        onSaved={() => guard.navigateAway(routes.drivers.list)}
        onCancel={() => navigate(routes.drivers.list)}
      />
      <LeaveDialog guard={guard} />
    </Box>
  );
}
