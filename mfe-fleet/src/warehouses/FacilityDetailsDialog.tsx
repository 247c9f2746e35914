import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useHistoryController } from 'shared-contracts/controllers/show';
import { formatDate } from 'shared-contracts/domain';
import type { Warehouse } from 'shared-contracts/records';
import { Facts, HistoryCard } from 'shared-contracts/ui/detail';

import { warehouseUtilisation } from './warehouseStatus';
import { WarehouseStatusBadge } from './WarehouseStatusBadge';
import { squareMetres, telHref } from './warehouseSummary';

/** Who changed what of the facility: a warehouse has no page of its own, so its History is part of its details. */
function WarehouseHistory({ id }: { id: string }) {
  return (
    <Box sx={{ mt: 2 }}>
      <HistoryCard {...useHistoryController('warehouses', id)} />
    </Box>
  );
}

/** A facility's details, opened from the table's view button (the specification leaves that button's action open). */
export function FacilityDetailsDialog({ warehouse: opened, onClose }: { warehouse: Warehouse | null; onClose: () => void }) {
  // The last facility opened stays on screen while the dialog fades out.
  const [warehouse, setWarehouse] = useState(opened);
  if (opened && opened !== warehouse) setWarehouse(opened);
  return (
    <Dialog open={opened !== null} onClose={onClose} aria-labelledby="facility-dialog-title" fullWidth maxWidth="sm">
      {warehouse && (
        <>
          <DialogTitle id="facility-dialog-title">{warehouse.name}</DialogTitle>
          <DialogContent>
            <Facts
              items={[
                { label: 'Facility ID', value: warehouse.id },
                { label: 'Type', value: warehouse.type },
                { label: 'Status', value: <WarehouseStatusBadge status={warehouse.status} /> },
                { label: 'Address', value: warehouse.address },
                { label: 'Capacity', value: squareMetres(warehouse.capacity) },
                { label: 'Occupied', value: `${squareMetres(warehouse.occupied)} (${warehouseUtilisation(warehouse)}%)` },
                { label: 'Manager', value: warehouse.manager },
                { label: 'Staff', value: warehouse.staff_count },
                { label: 'Vehicles Based', value: warehouse.vehicles_based },
                { label: 'Operating Hours', value: warehouse.operating_hours || 'Not set' },
                { label: 'Last Inspection', value: formatDate(warehouse.last_inspection) || 'Not recorded' },
                { label: 'Phone', value: warehouse.phone ? <Link href={telHref(warehouse.phone)}>{warehouse.phone}</Link> : 'No phone' },
              ]}
            />
            <WarehouseHistory id={warehouse.id} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
