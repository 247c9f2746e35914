import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import LocalGasStationOutlinedIcon from '@mui/icons-material/LocalGasStationOutlined';
import SpeedIcon from '@mui/icons-material/Speed';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import Box from '@mui/material/Box';
import { formatCurrency } from 'shared-contracts/domain';
import type { Vehicle } from 'shared-contracts/records';
import { KpiCard, KpiGrid, StatusChip } from 'shared-contracts/ui';

import { LevelBar } from '../common/LevelBar';
import { fuelValueText, vehiclePageFuelTone } from '../common/levelTone';
import { vehicleStatusBadge } from '../common/vehicleStatusBadge';

/** The five figures at the top of a vehicle's page: status, total jobs, mileage, fuel and current value. */
export function VehicleFigures({ vehicle, totalJobs }: { vehicle: Vehicle; totalJobs: number | undefined }) {
  const fuelTone = vehiclePageFuelTone(vehicle.fuel_level);
  return (
    <KpiGrid label="Vehicle figures" minCardWidth={170}>
      <KpiCard
        title="Status"
        value={<StatusChip {...vehicleStatusBadge(vehicle.status)} size="medium" />}
        icon={<AssignmentTurnedInOutlinedIcon />}
      />
      <KpiCard
        title="Total Jobs"
        value={totalJobs ?? '—'}
        description="Assigned to this vehicle"
        icon={<WorkOutlineOutlinedIcon />}
        tone="info"
      />
      <KpiCard title="Mileage" value={`${vehicle.mileage.toLocaleString('en-GB')} mi`} description="On the odometer" icon={<SpeedIcon />} />
      <KpiCard
        title="Fuel Level"
        value={`${vehicle.fuel_level}%`}
        description={
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            <LevelBar
              value={vehicle.fuel_level}
              tone={fuelTone}
              label="Fuel level"
              valueText={fuelValueText(vehicle.fuel_level, fuelTone)}
              height={10}
            />
          </Box>
        }
        icon={<LocalGasStationOutlinedIcon />}
        tone="success"
      />
      <KpiCard
        title="Current Value"
        value={vehicle.current_value === undefined ? '—' : formatCurrency(vehicle.current_value, { pence: false })}
        description="Estimated today"
        icon={<CurrencyPoundIcon />}
        tone="secondary"
      />
    </KpiGrid>
  );
}
