import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, UnavailableError } from 'shared-contracts/contract';
import { freshProvider, renderScreen, sampleData } from 'shared-contracts/testing';

import { useShowController } from './useShowController';

/** Says what the controller answers: its status and the driver's name once read, with its Retry. */
function Probe({ id }: { id?: string }) {
  const driver = useShowController('drivers', id);
  return (
    <>
      <p>
        {driver.status}: {driver.record?.name ?? 'no driver'}
      </p>
      <button type="button" onClick={driver.retry}>
        Read again
      </button>
    </>
  );
}

const show = (id: string, provider: DataProvider = freshProvider()) => renderScreen(<Probe id={id} />, { path: '/', url: '/', provider });
const DRIVER = sampleData().drivers[0];

describe('useShowController', () => {
  it('reads the record by its id', async () => {
    show(DRIVER.id);
    expect(await screen.findByText(`ready: ${DRIVER.name}`)).toBeInTheDocument();
  });

  it('reads the record the route names (its `:id`) when given no id', async () => {
    renderScreen(<Probe />, { path: '/admin/drivers/:id', url: '/admin/drivers/DRV-003', provider: freshProvider() });
    expect(await screen.findByText(`ready: ${sampleData().drivers[2].name}`)).toBeInTheDocument();
  });

  it('answers not-found for an id the provider does not know', async () => {
    show('DRV-999999');
    expect(await screen.findByText('not-found: no driver')).toBeInTheDocument();
  });

  it('answers not-found for an empty id without asking the provider', () => {
    const provider = freshProvider();
    const getOne = jest.spyOn(provider, 'getOne');
    show('', provider);
    expect(screen.getByText('not-found: no driver')).toBeInTheDocument();
    expect(getOne).not.toHaveBeenCalled();
  });

  it('answers error when the read fails, and its retry reads the record again', async () => {
    const provider = freshProvider();
    jest.spyOn(provider, 'getOne').mockRejectedValueOnce(new UnavailableError());
    show(DRIVER.id, provider);
    expect(await screen.findByText('error: no driver')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Read again' }));
    await waitFor(() => expect(screen.getByText(`ready: ${DRIVER.name}`)).toBeInTheDocument());
  });
});
