import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

import type { Review } from './reviews';
import { StarRating } from './StarRating';

/** Memoised: the carousel moves every 4 s, and only the slides' position and visibility change. */
export const ReviewCard = memo(function ReviewCard({ review }: { review: Review }) {
  return (
    <Card component="figure" sx={{ m: 0, height: '100%', display: 'flex' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
        <StarRating stars={review.stars} />
        <Typography component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
          “{review.text}”
        </Typography>
        <Typography component="figcaption" variant="body2">
          <strong>{review.name}</strong>
          <br />
          <Typography component="span" variant="body2" color="text.secondary">
            {review.context}
          </Typography>
        </Typography>
      </CardContent>
    </Card>
  );
});
