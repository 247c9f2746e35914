import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Harrowgate Museum of Decorative Arts', 'HM'],
    ['Ashcombe & Leigh Auctioneers', 'AL'],
    ['The Whitcombe Gallery', 'WG'],
    ['Whitcombe Gallery (Bath 2)', 'WG'],
    ['northbank', 'N'],
    ['  Ruth   Fenwick ', 'RF'],
    ['"Lumen" Exhibitions', 'LE'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
