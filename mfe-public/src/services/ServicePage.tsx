import { CallToAction } from '../layout/CallToAction';
import { DrawnInTurn } from '../layout/DrawnInTurn';
import { PageTitle } from '../layout/PageTitle';
import { BenefitsSection } from './BenefitsSection';
import { OfferingsSection } from './OfferingsSection';
import { ProcessSection } from './ProcessSection';
import type { ServicePageContent } from './serviceContent';
import { ServiceHero } from './ServiceHero';

/** The template every service page shares: hero, offerings, benefits, process and a closing call to action. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  return (
    <DrawnInTurn>
      <PageTitle title={content.documentTitle} />
      <ServiceHero content={content} />
      <OfferingsSection content={content} />
      <BenefitsSection content={content} />
      <ProcessSection content={content} />
      <CallToAction {...content.cta} serviceType={content.serviceType} />
    </DrawnInTurn>
  );
}
