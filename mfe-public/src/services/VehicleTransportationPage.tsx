import { ServicePage } from './ServicePage';
import { VEHICLE_TRANSPORT } from './vehicleTransportContent';

export function VehicleTransportationPage() {
  return <ServicePage content={VEHICLE_TRANSPORT} />;
}
