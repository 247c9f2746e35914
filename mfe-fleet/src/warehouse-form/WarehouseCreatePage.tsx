import { routes } from 'shared-contracts/contract';
import { useCreateController } from 'shared-contracts/controllers/form';
import { CreatePage } from 'shared-contracts/ui/form';

import { WarehouseForm } from './WarehouseForm';
import { ADD_WAREHOUSE_TOASTS, EMPTY_WAREHOUSE_FORM, WAREHOUSE_FIELD_KINDS } from './warehouseFormValues';

const HEADER = {
  title: 'Add Warehouse',
  subtitle: 'Add a storage facility; fields marked * are required.',
  back: { label: 'Back to Warehouses', to: routes.admin.warehouses },
};

/**
 * /admin/warehouses/new: "Add Warehouse". The specification links here without declaring the page;
 * a new facility is listed at once on /admin/warehouses.
 */
export default function WarehouseCreatePage() {
  const form = useCreateController('warehouses', {
    initial: EMPTY_WAREHOUSE_FORM,
    kinds: WAREHOUSE_FIELD_KINDS,
    toasts: ADD_WAREHOUSE_TOASTS,
  });
  return (
    <CreatePage form={form} header={HEADER} savedTo={routes.admin.warehouses}>
      {(done) => <WarehouseForm form={form} {...done} />}
    </CreatePage>
  );
}
