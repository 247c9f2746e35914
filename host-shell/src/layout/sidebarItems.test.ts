import { isItemActive, sidebarItems } from './sidebarItems';

const item = (title: string) => sidebarItems.find((candidate) => candidate.title === title)!;

describe('sidebar items', () => {
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

  it('makes Dashboard active on /admin and /admin/dashboard only', () => {
    expect(isItemActive(item('Dashboard'), '/admin')).toBe(true);
    expect(isItemActive(item('Dashboard'), '/admin/dashboard')).toBe(true);
    expect(isItemActive(item('Dashboard'), '/admin/jobs')).toBe(false);
  });

  it('makes other items active by path prefix, not by a shared beginning of a word', () => {
    expect(isItemActive(item('Jobs'), '/admin/jobs/JOB-2025-0001/edit')).toBe(true);
    expect(isItemActive(item('Jobs'), '/admin/jobsearch')).toBe(false);
    expect(isItemActive(item('Alerts'), '/admin/alerts')).toBe(true);
  });
});
