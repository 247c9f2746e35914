import { fleetListFuelTone, fuelValueText, vehiclePageFuelTone } from './levelTone';

describe('fuel colours', () => {
  it('on the fleet list: under 25 red, under 50 orange, else green', () => {
    expect([0, 24, 25, 49, 50, 100].map(fleetListFuelTone)).toEqual(['red', 'red', 'orange', 'orange', 'green', 'green']);
  });

  it("on a vehicle's page: over 50 green, over 25 yellow, else red", () => {
    expect([0, 25, 26, 50, 51, 100].map(vehiclePageFuelTone)).toEqual(['red', 'red', 'yellow', 'yellow', 'green', 'green']);
  });

  it('says the level in words for screen readers', () => {
    expect(fuelValueText(18, 'red')).toBe('18%, low');
    expect(fuelValueText(40, 'orange')).toBe('40%, below half');
    expect(fuelValueText(30, 'yellow')).toBe('30%, below half');
    expect(fuelValueText(80, 'green')).toBe('80%, good');
  });
});
