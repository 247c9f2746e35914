import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Link from '@mui/material/Link';
import { routes } from 'shared-contracts/contract';
import type { Vehicle } from 'shared-contracts/records';
import { Link as RouterLink, StatusChip } from 'shared-contracts/ui';
import { DetailCard, Facts } from 'shared-contracts/ui/detail';

import { vehicleStatusBadge } from '../common/vehicleStatusBadge';
import { showChoice, showDate, showPounds, showText, showYesNo } from './vehicleFacts';

export function SpecificationsCard({ vehicle }: { vehicle: Vehicle }) {
  return (
    <DetailCard title="Specifications" icon={<SettingsOutlinedIcon />}>
      <Facts
        items={[
          { label: 'Make', value: vehicle.make },
          { label: 'Model', value: vehicle.model },
          { label: 'Year', value: vehicle.year },
          { label: 'Vehicle Type', value: showChoice(vehicle.vehicle_type) },
          { label: 'Weight Capacity', value: `${vehicle.capacity_kg.toLocaleString('en-GB')} kg` },
          { label: 'Volume Capacity', value: `${vehicle.capacity_volume} m³` },
          { label: 'Fuel Type', value: showChoice(vehicle.fuel_type) },
          { label: 'Emissions Class', value: vehicle.emissions_class },
          { label: 'Fuel Efficiency', value: vehicle.fuel_efficiency === undefined ? '—' : `${vehicle.fuel_efficiency} MPG` },
          { label: 'Body Style', value: showText(vehicle.body_style) },
          { label: 'Engine Size', value: showText(vehicle.engine_size) },
          { label: 'VIN', value: vehicle.vin },
        ]}
      />
    </DetailCard>
  );
}

export function OperationalCard({ vehicle, totalJobs }: { vehicle: Vehicle; totalJobs: number | undefined }) {
  return (
    <DetailCard title="Operational Details" icon={<InfoOutlinedIcon />}>
      <Facts
        items={[
          { label: 'Status', value: <StatusChip {...vehicleStatusBadge(vehicle.status)} /> },
          { label: 'Location', value: vehicle.location },
          {
            label: 'Assigned Driver',
            value: vehicle.driver_assigned ? (
              <Link component={RouterLink} to={routes.drivers.detail(vehicle.driver_assigned)}>
                {vehicle.driver_name}
              </Link>
            ) : (
              'No driver assigned'
            ),
          },
          { label: 'Total Jobs', value: showText(totalJobs) },
          { label: 'ULEZ Compliant', value: showYesNo(vehicle.ulez_compliant) },
          { label: 'In Fleet Since', value: showDate(vehicle.created_at) },
          { label: 'Purchase Price', value: showPounds(vehicle.purchase_price) },
          { label: 'Current Value', value: showPounds(vehicle.current_value) },
          { label: 'Outstanding Finance', value: showPounds(vehicle.outstanding_finance) },
        ]}
      />
    </DetailCard>
  );
}

export function MaintenanceCard({ vehicle }: { vehicle: Vehicle }) {
  return (
    <DetailCard title="Maintenance & Compliance" icon={<BuildCircleOutlinedIcon />}>
      <Facts
        items={[
          { label: 'MOT Expiry', value: showDate(vehicle.mot_expiry) },
          { label: 'Insurance Expiry', value: showDate(vehicle.insurance_expiry) },
          { label: 'Road Tax Expiry', value: showDate(vehicle.tax_expiry) },
          { label: 'Service Due', value: showDate(vehicle.service_due) },
          { label: 'Last Service', value: showDate(vehicle.last_service) },
          { label: 'Maintenance Cost', value: showPounds(vehicle.maintenance_cost) },
          { label: 'Purchase Date', value: showDate(vehicle.purchase_date) },
        ]}
      />
    </DetailCard>
  );
}
