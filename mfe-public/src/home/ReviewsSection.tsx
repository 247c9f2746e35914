import { Section } from '../layout/Section';
import { REVIEWS } from './reviews/reviews';
import { ReviewsCarousel } from './reviews/ReviewsCarousel';

export function ReviewsSection() {
  return (
    <Section
      tone="paper"
      title="What Our Customers Say"
      intro="Five-star reviews from galleries, event teams, collectors and families we have moved."
    >
      <ReviewsCarousel reviews={REVIEWS} />
    </Section>
  );
}
