import { LIVE_PAGE_SHOWN_EVENT, type LivePageShownDetail, showLivePage } from './staticPage';

/** The static copy and, underneath it, the live page as drawn once whole: a quote link there is a button. */
function drawPages({ liveQuoteLabel = 'Get a Quote' } = {}) {
  document.body.innerHTML = `
    <div id="static-page">
      <a href="/fine-art">Fine Art</a>
      <a href="mailto:enquiries@zorvexlogistics.co.uk" data-live-action>Get a Quote</a>
    </div>
    <div id="root">
      <a href="/fine-art">Fine Art</a>
      <button type="button">${liveQuoteLabel}</button>
    </div>`;
  const live = (name: string) =>
    [...document.querySelectorAll<HTMLElement>('#root a, #root button')].find((control) => control.textContent === name)!;
  const onStatic = (name: string) =>
    [...document.querySelectorAll<HTMLElement>('#static-page a')].find((control) => control.textContent === name)!;
  return { live, onStatic };
}

describe('showLivePage', () => {
  it('removes the static copy', () => {
    drawPages();
    showLivePage();
    expect(document.getElementById('static-page')).toBeNull();
    expect(document.body.textContent).toContain('Fine Art');
  });

  it('moves focus to the same control in the live page', () => {
    const { live, onStatic } = drawPages();
    onStatic('Fine Art').focus();
    showLivePage();
    expect(document.activeElement).toBe(live('Fine Art'));
  });

  it('replays on the live page a click held on the static page, with focus on the control clicked', () => {
    const { live, onStatic } = drawPages();
    const clicked = jest.fn();
    live('Get a Quote').addEventListener('click', clicked);
    onStatic('Get a Quote').setAttribute('data-replay-on-live-page', '');
    onStatic('Fine Art').focus();
    showLivePage();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(live('Get a Quote'));
  });

  it('neither replays nor focuses a click the app answered before, and names its live counterpart as it shows', () => {
    const { live, onStatic } = drawPages();
    const clicked = jest.fn();
    live('Get a Quote').addEventListener('click', clicked);
    onStatic('Get a Quote').setAttribute('data-answered-before-live-page', '');
    const shown: LivePageShownDetail[] = [];
    document.addEventListener(LIVE_PAGE_SHOWN_EVENT, (event) => shown.push((event as CustomEvent<LivePageShownDetail>).detail), {
      once: true,
    });
    showLivePage();
    expect(clicked).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    expect(shown).toEqual([{ answered: live('Get a Quote') }]);
  });

  it('replays nothing when the live page draws a different control there', () => {
    const { live, onStatic } = drawPages({ liveQuoteLabel: 'Menu' });
    const clicked = jest.fn();
    live('Menu').addEventListener('click', clicked);
    onStatic('Get a Quote').setAttribute('data-replay-on-live-page', '');
    showLivePage();
    expect(clicked).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
