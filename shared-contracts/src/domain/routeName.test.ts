import { routeName, townOfAddress } from './routeName';

describe('route names', () => {
  it('take the town from the last part of an address, without its postcode', () => {
    expect(townOfAddress('12 High Street, Bath BA1 4QT')).toBe('Bath');
    expect(townOfAddress('Tate Modern, Bankside, London SE1 9TG')).toBe('London');
    expect(townOfAddress('3 Quay, Newcastle upon Tyne NE1 3AB')).toBe('Newcastle upon Tyne');
    expect(townOfAddress('Somewhere')).toBe('Somewhere');
    expect(routeName('1 Mill Lane, London N1 8UD', '2 Park Avenue, Leeds LS1 2AB')).toBe('London → Leeds');
    expect(routeName('1 Mill Lane, London N1 8UD', '9 Kings Road, London SW3 4PE')).toBe('Within London');
    expect(routeName('', '2 Park Avenue, Leeds LS1 2AB')).toBeUndefined();
  });
});
