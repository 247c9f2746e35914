import { render, screen, within } from '@testing-library/react';

import { DetailCard, Facts, Lines } from './DetailCard';

describe('DetailCard', () => {
  it('is a region named by its title, holding its facts as terms and definitions', () => {
    render(
      <DetailCard title="Contact Information" action={<button type="button">Edit</button>}>
        <Facts
          items={[
            { label: 'Email', value: 'ops@northbank.co.uk' },
            { label: 'Phone', value: '020 7946 0000' },
          ]}
        />
        <Lines lines={['1 Bank Street', '', 'London']} />
      </DetailCard>,
    );
    const card = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Email', 'Phone']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['ops@northbank.co.uk', '020 7946 0000']);
    expect(within(card).getByText('1 Bank Street')).toBeInTheDocument();
    expect(within(card).getByText('London')).toBeInTheDocument();
  });
});
