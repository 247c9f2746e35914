import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';

import { StaticPageContext } from '../prerender/StaticPageContext';
import { DrawnInTurn } from './DrawnInTurn';
import { ShowLivePage } from './ShowLivePage';

/** What each part saw when it was drawn: which parts were on the page, and whether the static copy still was. */
let seen: string[] = [];

function Part({ name }: { name: string }) {
  useLayoutEffect(() => {
    const parts = [...document.querySelectorAll('[data-part]')].map((part) => part.textContent).join(',');
    seen.push(`${name} drawn with ${parts}; static copy ${document.getElementById('static-page') ? 'shown' : 'gone'}`);
  }, [name]);
  return <p data-part="">{name}</p>;
}

const parts = (
  <DrawnInTurn>
    <Part name="hero" />
    <Part name="services" />
    <Part name="reviews" />
  </DrawnInTurn>
);

beforeEach(() => {
  seen = [];
  document.body.innerHTML = '';
});

describe('DrawnInTurn', () => {
  it('draws a live page under its static copy one part after another, and shows it once the last part is in', () => {
    document.body.innerHTML = '<div id="static-page"><p>Static copy</p></div><div id="root"></div>';
    // As in PublicLayout, which shows the live page once it commits, after the page's first part.
    render(
      <>
        {parts}
        <ShowLivePage />
      </>,
      { container: document.getElementById('root')! },
    );
    expect(seen).toEqual([
      'hero drawn with hero; static copy shown',
      'services drawn with hero,services; static copy shown',
      'reviews drawn with hero,services,reviews; static copy shown',
    ]);
    expect(document.getElementById('static-page')).toBeNull();
    expect(screen.getAllByText(/hero|services|reviews/).map((part) => part.textContent)).toEqual(['hero', 'services', 'reviews']);
  });

  it('draws a page the visitor moves to whole', () => {
    render(parts);
    expect(seen).toEqual([
      'hero drawn with hero,services,reviews; static copy gone',
      'services drawn with hero,services,reviews; static copy gone',
      'reviews drawn with hero,services,reviews; static copy gone',
    ]);
  });

  it('draws a static page whole', () => {
    document.body.innerHTML = '<div id="static-page"></div>';
    render(<StaticPageContext.Provider value>{parts}</StaticPageContext.Provider>);
    expect(seen).toEqual([
      'hero drawn with hero,services,reviews; static copy shown',
      'services drawn with hero,services,reviews; static copy shown',
      'reviews drawn with hero,services,reviews; static copy shown',
    ]);
  });
});
