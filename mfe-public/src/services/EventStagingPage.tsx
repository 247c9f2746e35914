import { EVENT_STAGING } from './eventStagingContent';
import { ServicePage } from './ServicePage';

export function EventStagingPage() {
  return <ServicePage content={EVENT_STAGING} />;
}
