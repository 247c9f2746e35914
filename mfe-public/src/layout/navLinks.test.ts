import { MENU_LINKS, normalisePath, SERVICE_LINKS } from './navLinks';

it('lists the six menu links of the specification in order', () => {
  expect(MENU_LINKS.map(({ label, to }) => `${label} ${to}`)).toEqual([
    'Home /',
    'General Logistics /general-logistics',
    'Fine Art & Antiques /fine-art',
    'Event Staging /event-staging',
    'Vehicle Transportation Enclosed /vehicle-transportation',
    'Admin Access /admin/login',
  ]);
  expect(SERVICE_LINKS).toHaveLength(4);
});

it('ignores trailing slashes', () => {
  expect(normalisePath('/fine-art/')).toBe('/fine-art');
  expect(normalisePath('/')).toBe('/');
  expect(normalisePath('//')).toBe('/');
});
