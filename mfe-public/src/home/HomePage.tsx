import { CallToAction } from '../layout/CallToAction';
import { DrawnInTurn } from '../layout/DrawnInTurn';
import { PageTitle } from '../layout/PageTitle';
import { ClientLogosSection } from './ClientLogosSection';
import { FleetSection } from './FleetSection';
import { HeroSection } from './HeroSection';
import { PaymentSection } from './PaymentSection';
import { ReviewsSection } from './ReviewsSection';
import { ServiceCards } from './ServiceCards';
import { WhyChooseSection } from './WhyChooseSection';

export function HomePage() {
  return (
    <DrawnInTurn>
      <PageTitle />
      <HeroSection />
      <ServiceCards />
      <FleetSection />
      <WhyChooseSection />
      <ReviewsSection />
      <ClientLogosSection />
      <PaymentSection />
      <CallToAction />
    </DrawnInTurn>
  );
}
