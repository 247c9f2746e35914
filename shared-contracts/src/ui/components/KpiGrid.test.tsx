import { render, screen, within } from '@testing-library/react';

import { KpiCard } from './KpiCard';
import { KpiGrid } from './KpiGrid';

describe('KpiGrid', () => {
  it('is a list named by its label, one item per figure', () => {
    render(
      <KpiGrid label="Job figures">
        <KpiCard title="Total Jobs" value="980" />
        <KpiCard title="In Progress" value={35} />
        {null}
        <KpiCard title="Completed" value={848} />
      </KpiGrid>,
    );
    const items = within(screen.getByRole('list', { name: 'Job figures' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Total Jobs980', 'In Progress35', 'Completed848']);
  });
});
