import { paletteNavigation, quickActions, sidebarItems } from './shell';

describe('what the shell draws from the specification', () => {
  it('lists the eleven items of the specification in order with their routes', () => {
    expect(sidebarItems.map(({ title, route }) => [title, route])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Live Map', '/admin/tracking'],
      ['Jobs', '/admin/jobs'],
      ['Vehicles', '/admin/vehicles'],
      ['Drivers', '/admin/drivers'],
      ['Clients', '/admin/clients'],
      ['Invoices', '/admin/invoices'],
      ['Warehouses', '/admin/warehouses'],
      ['Alerts', '/admin/alerts'],
      ['Reports', '/admin/reports'],
      ['Admin', '/admin/settings'],
    ]);
  });

  it('offers the eight Navigation commands and the four Quick Actions of the palette', () => {
    expect(paletteNavigation.map(({ title }) => title)).toEqual([
      'Dashboard',
      'Live Map',
      'Jobs',
      'Vehicles',
      'Drivers',
      'Clients',
      'Invoices',
      'Reports',
    ]);
    expect(quickActions.map(({ title, route }) => [title, route])).toEqual([
      ['New Job', '/admin/jobs/new'],
      ['New Client', '/admin/clients/new'],
      ['New Driver', '/admin/drivers/new'],
      ['New Vehicle', '/admin/vehicles/new'],
    ]);
  });
});
