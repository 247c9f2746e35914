import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { type FocusEvent, useId, useState } from 'react';

import { useIsStaticPage } from '../../prerender/StaticPageContext';
import { clampStart, isVisible, nextStart, previousStart } from './carouselPosition';
import { ReviewCard } from './ReviewCard';
import type { Review } from './reviews';
import { useAutoplay } from './useAutoplay';
import { SLIDE_FLEX, slideVisibility, useCarouselMedia } from './useCarouselMedia';

const AUTOPLAY_DELAY_MS = 4000;

const ROTATION_CONTROL = 'rotation-control';

/**
 * The reviews carousel. Autoplay pauses while the pointer is over it or focus
 * is inside it, stops when the visitor moves it with the buttons (the rotation
 * button starts it again), and never runs for visitors who prefer reduced motion.
 */
export function ReviewsCarousel({ reviews }: { reviews: readonly Review[] }) {
  const trackId = useId();
  const { perView, reducedMotion } = useCarouselMedia();
  const [rawStart, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const staticPage = useIsStaticPage();

  const count = reviews.length;
  const start = clampStart(rawStart, count, perView);
  const playing = !reducedMotion && !stopped && !hovered && !focused;

  useAutoplay(() => setStart((current) => nextStart(current, count, perView)), AUTOPLAY_DELAY_MS, playing);

  const move = (to: number) => {
    setStopped(true);
    setStart(to);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).dataset?.role?.includes(ROTATION_CONTROL)) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Box sx={{ overflow: 'hidden', mx: -1 }}>
        <Box
          id={trackId}
          aria-live={playing ? 'off' : 'polite'}
          sx={{
            display: 'flex',
            transform: `translateX(-${(start * 100) / perView}%)`,
            transition: reducedMotion ? 'none' : 'transform 500ms ease',
          }}
        >
          {reviews.map((review, index) => {
            const visible = isVisible(index, start, perView);
            // The static page cannot know the screen: its CSS shows the slides in view at each breakpoint, as the live page will.
            const hidden = staticPage ? {} : { 'aria-hidden': !visible, inert: !visible };
            return (
              <Box
                key={review.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                {...hidden}
                sx={[{ flex: SLIDE_FLEX, minWidth: 0, px: 1 }, staticPage && { visibility: slideVisibility(index) }]}
              >
                <ReviewCard review={review} />
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1.5, mt: 3 }}>
        <IconButton
          aria-label="Previous reviews"
          aria-controls={trackId}
          onClick={() => move(previousStart(start, count, perView))}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronLeft />
        </IconButton>
        {!reducedMotion && (
          <Button
            data-role={ROTATION_CONTROL}
            size="small"
            color="inherit"
            startIcon={stopped ? <PlayArrow /> : <Pause />}
            onClick={() => setStopped((value) => !value)}
            // The static page cannot ask; the live page leaves the button out for these visitors.
            sx={{ '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}
          >
            {stopped ? 'Play reviews' : 'Pause reviews'}
          </Button>
        )}
        <IconButton
          aria-label="Next reviews"
          aria-controls={trackId}
          onClick={() => move(nextStart(start, count, perView))}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}
