import { routes } from 'shared-contracts/contract';
import { FormLeaveDialog, FormPage, useCreateController } from 'shared-contracts/controllers/form';
import { PageHeader, useNavigate } from 'shared-contracts/ui';
import { DriverForm } from './DriverForm';
import { CREATE_DRIVER_TOASTS } from './driverFormMessages';
import { DRIVER_FIELD_KINDS, EMPTY_DRIVER_FORM } from './driverFormValues';

/** /admin/drivers/new: "Add New Driver"; a saved driver is listed at once on /admin/drivers. */
export default function DriverCreatePage() {
  const navigate = useNavigate();
  const form = useCreateController('drivers', { initial: EMPTY_DRIVER_FORM, kinds: DRIVER_FIELD_KINDS, toasts: CREATE_DRIVER_TOASTS });

  return (
    <>
      <FormPage
        header={
          <PageHeader
            title="Add New Driver"
            subtitle="Register a driver; fields marked * are required."
            back={{ label: 'Back to Drivers', to: routes.drivers.list }}
          />
        }
      >
        {() => (
          <DriverForm
            form={form}
            submitLabel="Add Driver"
            busyLabel="Adding..."
            onSaved={() => form.leave.navigateAway(routes.drivers.list)}
            onCancel={() => navigate(routes.drivers.list)}
          />
        )}
      </FormPage>
      <FormLeaveDialog form={form} />
    </>
  );
}
