import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from 'shared-contracts/ui';

import { type FakeViewport, mockMatchMedia } from '../../testing/mockMatchMedia';
import { REVIEWS } from './reviews';
import { ReviewsCarousel } from './ReviewsCarousel';

let restoreMedia = () => {};

function setup(viewport: FakeViewport = { width: 1300 }) {
  restoreMedia = mockMatchMedia(viewport);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <AppProviders>
      <ReviewsCarousel reviews={REVIEWS} />
    </AppProviders>,
  );
  return { user, carousel: screen.getByRole('group', { name: 'Customer reviews' }) };
}

/** Slide numbers (1-based) that are on screen: not hidden from assistive technology. */
function visibleSlides() {
  return screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide' && slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => Number(slide.getAttribute('aria-label')!.split(' ')[0]));
}

/** The specification's autoplay delay: 4 seconds. */
const AUTOPLAY_DELAY_MS = 4000;
const tick = (ms = AUTOPLAY_DELAY_MS) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  restoreMedia();
});

describe('reviews carousel', () => {
  it('holds ten five-star reviews', () => {
    setup();
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars', hidden: true })).toHaveLength(10);
    expect(screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'slide')).toHaveLength(
      10,
    );
  });

  it.each([
    [1300, [1, 2, 3]],
    [1000, [1, 2]],
    [375, [1]],
  ])('at %ipx wide shows slides %j', (width, slides) => {
    setup({ width });
    expect(visibleSlides()).toEqual(slides);
  });

  it('moves on one slide every 4000 ms and wraps round after the last', () => {
    setup({ width: 1300 });
    tick(AUTOPLAY_DELAY_MS - 1);
    expect(visibleSlides()).toEqual([1, 2, 3]);
    tick(1);
    expect(visibleSlides()).toEqual([2, 3, 4]);
    tick(AUTOPLAY_DELAY_MS * 6);
    expect(visibleSlides()).toEqual([8, 9, 10]);
    tick();
    expect(visibleSlides()).toEqual([1, 2, 3]);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const { carousel } = setup();
    fireEvent.mouseEnter(carousel);
    tick(AUTOPLAY_DELAY_MS * 3);
    expect(visibleSlides()).toEqual([1, 2, 3]);
    fireEvent.mouseLeave(carousel);
    tick();
    expect(visibleSlides()).toEqual([2, 3, 4]);
  });

  it('pauses while keyboard focus is inside it', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous reviews' })).toHaveFocus();
    tick(AUTOPLAY_DELAY_MS * 3);
    expect(visibleSlides()).toEqual([1, 2, 3]);
  });

  it('moves with the previous and next buttons, which stop autoplay until Play is pressed', async () => {
    const { user, carousel } = setup();
    await user.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(visibleSlides()).toEqual([2, 3, 4]);
    await user.click(screen.getByRole('button', { name: 'Previous reviews' }));
    await user.click(screen.getByRole('button', { name: 'Previous reviews' }));
    expect(visibleSlides()).toEqual([8, 9, 10]);

    fireEvent.mouseLeave(carousel);
    act(() => (document.activeElement as HTMLElement).blur());
    tick(AUTOPLAY_DELAY_MS * 2);
    expect(visibleSlides()).toEqual([8, 9, 10]);

    await user.click(screen.getByRole('button', { name: 'Play reviews' }));
    fireEvent.mouseLeave(carousel);
    tick();
    expect(visibleSlides()).toEqual([1, 2, 3]);
    expect(screen.getByRole('button', { name: 'Pause reviews' })).toBeInTheDocument();
  });

  it('never plays by itself for visitors who prefer reduced motion', () => {
    setup({ width: 1300, reducedMotion: true });
    tick(AUTOPLAY_DELAY_MS * 5);
    expect(visibleSlides()).toEqual([1, 2, 3]);
    expect(screen.getByRole('button', { name: 'Next reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause reviews' })).not.toBeInTheDocument();
  });

  it('announces slide changes only while it is not playing by itself', async () => {
    const { user } = setup();
    const track = document.getElementById(screen.getByRole('button', { name: 'Next reviews' }).getAttribute('aria-controls')!);
    expect(track).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Pause reviews' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
  });
});
