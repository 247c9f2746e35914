import { routes } from 'shared-contracts/contract';
import { useCreateController } from 'shared-contracts/controllers/form';
import { CreatePage } from 'shared-contracts/ui/form';

import { DriverForm } from './DriverForm';
import { CREATE_DRIVER_TOASTS } from './driverFormMessages';
import { DRIVER_FIELD_KINDS, EMPTY_DRIVER_FORM } from './driverFormValues';

const HEADER = {
  title: 'Add New Driver',
  subtitle: 'Register a driver; fields marked * are required.',
  back: { label: 'Back to Drivers', to: routes.drivers.list },
};

/** /admin/drivers/new: "Add New Driver"; a saved driver is listed at once on /admin/drivers. */
export default function DriverCreatePage() {
  const form = useCreateController('drivers', { initial: EMPTY_DRIVER_FORM, kinds: DRIVER_FIELD_KINDS, toasts: CREATE_DRIVER_TOASTS });
  return (
    <CreatePage form={form} header={HEADER} savedTo={routes.drivers.list}>
      {(done) => <DriverForm form={form} submitLabel="Add Driver" busyLabel="Adding..." {...done} />}
    </CreatePage>
  );
}
