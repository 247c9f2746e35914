import { cityCentre, parsePoint } from './pointEntry';

describe('cityCentre', () => {
  it('is the middle of the city box, to 4 decimals', () => {
    expect(cityCentre('London')).toEqual([-0.09, 51.49]);
    expect(cityCentre('Leeds')).toEqual([-1.565, 53.81]);
  });
});

describe('parsePoint', () => {
  it('reads a latitude and a longitude inside the UK, edges included', () => {
    expect(parsePoint('51.5074', '-0.1278')).toEqual({ point: [-0.1278, 51.5074] });
    expect(parsePoint(' 49.86 ', '1.77')).toEqual({ point: [1.77, 49.86] });
    expect(parsePoint('60.86', '-8.65')).toEqual({ point: [-8.65, 60.86] });
  });

  it('says which coordinate is outside the UK box', () => {
    expect(parsePoint('49.85', '0')).toEqual({ errors: { latitude: 'Latitude must be from 49.86 to 60.86 (inside the UK)' } });
    expect(parsePoint('60.87', '1.78')).toEqual({
      errors: {
        latitude: 'Latitude must be from 49.86 to 60.86 (inside the UK)',
        longitude: 'Longitude must be from -8.65 to 1.77 (inside the UK)',
      },
    });
    expect(parsePoint('55', '-8.66')).toEqual({ errors: { longitude: 'Longitude must be from -8.65 to 1.77 (inside the UK)' } });
  });

  it('says which coordinate is not a number', () => {
    expect(parsePoint('', '-0.1')).toEqual({ errors: { latitude: 'Enter the latitude as a number, e.g. 51.5074' } });
    expect(parsePoint('51.5', 'west')).toEqual({ errors: { longitude: 'Enter the longitude as a number, e.g. -0.1278' } });
    expect(parsePoint('51,5', '0')).toEqual({ errors: { latitude: 'Enter the latitude as a number, e.g. 51.5074' } });
  });
});
