import { createTheme } from '@mui/material/styles';
import { belowTopBar } from './belowTopBar';

describe('belowTopBar', () => {
  it('clears the top bar by 8 px at each of its heights: 56 px, 48 px in landscape, 64 px from 600 px wide', () => {
    expect(belowTopBar(createTheme())).toEqual({
      top: 64,
      '@media (min-width:0px)': { '@media (orientation: landscape)': { top: 56 } },
      '@media (min-width:600px)': { top: 72 },
    });
  });
});
