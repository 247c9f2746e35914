import { GENERAL_LOGISTICS } from './generalLogisticsContent';
import { ServicePage } from './ServicePage';

export function GeneralLogisticsPage() {
  return <ServicePage content={GENERAL_LOGISTICS} />;
}
