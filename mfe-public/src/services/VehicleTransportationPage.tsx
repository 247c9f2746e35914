import { VEHICLE_TRANSPORT } from './vehicleTransportContent';
import { ServicePage } from './ServicePage';

export function VehicleTransportationPage() {
  return <ServicePage content={VEHICLE_TRANSPORT} />;
}
