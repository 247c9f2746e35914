import { QUICK_ACTIONS, quickActionRoute } from './quickActions';

describe('quick actions', () => {
  it('are the four of the specification, in order, with their routes', () => {
    expect(QUICK_ACTIONS.map(({ label, route }) => [label, route])).toEqual([
      ['Create New Job', '/admin/jobs/new'],
      ['Add Driver', '/admin/drivers/new'],
      ['Register Vehicle', '/admin/vehicles/new'],
      ['Generate Invoice', '/admin/invoices/new'],
    ]);
  });

  it('an unknown action is only logged as a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(quickActionRoute('launch-rocket')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Unknown quick action: launch-rocket');
    warn.mockRestore();
  });
});
