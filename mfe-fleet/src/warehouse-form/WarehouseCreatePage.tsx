import Box from '@mui/material/Box';
import { routes } from 'shared-contracts/contract';
import { useCreateForm } from 'shared-contracts/data';
import { LeaveDialog, PageHeader, useLeaveGuard, useNavigate } from 'shared-contracts/ui';
import { WarehouseForm } from './WarehouseForm';
import { ADD_WAREHOUSE_TOASTS, EMPTY_WAREHOUSE_FORM } from './warehouseFormValues';

/**
 * /admin/warehouses/new: "Add Warehouse". The specification links here without declaring the page;
 * a new facility is listed at once on /admin/warehouses.
 */
export default function WarehouseCreatePage() {
  const navigate = useNavigate();
  const form = useCreateForm('warehouses', { initial: EMPTY_WAREHOUSE_FORM, toasts: ADD_WAREHOUSE_TOASTS });
  const guard = useLeaveGuard(form.dirty);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Add Warehouse"
        subtitle="Add a storage facility; fields marked * are required."
        back={{ label: 'Back to Warehouses', to: routes.admin.warehouses }}
      />
      <WarehouseForm form={form} onSaved={() => guard.navigateAway(routes.admin.warehouses)} onCancel={() => navigate(routes.admin.warehouses)} />
      <LeaveDialog guard={guard} />
    </Box>
  );
}
