import { FINE_ART } from './fineArtContent';
import { ServicePage } from './ServicePage';

export function FineArtPage() {
  return <ServicePage content={FINE_ART} />;
}
