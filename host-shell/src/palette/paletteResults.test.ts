import { accessOfPath, can } from 'shared-contracts/contract';

import { paletteResults } from './paletteResults';

const noRecords: never[] = [];

describe('paletteResults', () => {
  it('shows Navigation (8) and Quick Actions (4) when nothing is typed', () => {
    const groups = paletteResults('', noRecords);
    expect(groups.map((group) => [group.heading, group.commands.length])).toEqual([
      ['Navigation', 8],
      ['Quick Actions', 4],
    ]);
  });

  it('filters commands case-insensitively', () => {
    const groups = paletteResults('NEW j', noRecords);
    expect(groups).toEqual([{ heading: 'Quick Actions', commands: [{ title: 'New Job', route: '/admin/jobs/new' }] }]);
  });

  it('adds the records found once two characters are typed, and gives nothing for a query that matches nothing', () => {
    const jobs = [{ heading: 'Jobs', commands: [{ title: 'JOB-2025-0001', route: '/admin/jobs/JOB-2025-0001' }] }];
    expect(paletteResults('j', jobs).map((group) => group.heading)).toEqual(['Navigation', 'Quick Actions']);
    expect(paletteResults('jo', jobs).map((group) => group.heading)).toEqual(['Navigation', 'Quick Actions', 'Jobs']);
    expect(paletteResults('zz', [])).toEqual([]);
  });

  it('offers only the pages the role may open: finance neither drives nor adds vehicles', () => {
    const financeMayOpen = (route: string) => {
      const access = accessOfPath(route);
      return !access || can('finance', access.resource, access.action);
    };
    const groups = paletteResults('', noRecords, financeMayOpen);
    expect(groups.map((group) => [group.heading, group.commands.map((command) => command.title)])).toEqual([
      ['Navigation', ['Dashboard', 'Jobs', 'Clients', 'Invoices', 'Reports']],
      ['Quick Actions', ['New Client']],
    ]);
  });
});
