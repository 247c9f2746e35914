import { sidebarItems } from 'shared-contracts/contract';

import { isItemActive } from './sidebarItems';

const item = (title: string) => sidebarItems.find((candidate) => candidate.title === title)!;

describe('sidebar items', () => {
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
