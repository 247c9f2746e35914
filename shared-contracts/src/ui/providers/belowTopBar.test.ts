import { createTheme } from '@mui/material/styles';

import { belowTopBar, belowTopBarNow } from './belowTopBar';

describe('belowTopBar', () => {
  afterEach(() => jest.restoreAllMocks());

  it('clears the top bar by 8 px at each of its heights (56 px, 48 px in landscape, 64 px from 600 px wide), or lower if asked', () => {
    expect(belowTopBar(createTheme())).toEqual({
      top: 'max(64px, var(--toasts-top, 0px))',
      '@media (min-width:0px)': { '@media (orientation: landscape)': { top: 'max(56px, var(--toasts-top, 0px))' } },
      '@media (min-width:600px)': { top: 'max(72px, var(--toasts-top, 0px))' },
    });
  });

  it('gives the offset for the window as it is now', () => {
    const matching = (queries: string[]) =>
      jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: queries.includes(query.trim()) }) as MediaQueryList);
    matching(['(min-width:0px)', '(min-width:600px)']);
    expect(belowTopBarNow(createTheme())).toBe(72);
    matching(['(min-width:0px)']);
    expect(belowTopBarNow(createTheme())).toBe(64);
    matching(['(min-width:0px)', '(orientation: landscape)']);
    expect(belowTopBarNow(createTheme())).toBe(56);
  });
});
