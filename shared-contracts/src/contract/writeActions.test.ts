import { writeActions } from './writeActions';

describe('writeActions', () => {
  it('a new record is create, and create and send when it is made sent', () => {
    expect(writeActions('jobs', 'create', { client_id: 'CLI-001', status: 'scheduled' })).toEqual(['create']);
    expect(writeActions('invoices', 'create', { job_id: 'JOB-001', status: 'sent' })).toEqual(['create', 'send']);
  });

  it('a change is update, a named status alone is only its action, and with other fields both', () => {
    expect(writeActions('jobs', 'update', { status: 'completed' })).toEqual(['update']);
    expect(writeActions('invoices', 'update', { status: 'sent' })).toEqual(['send']);
    expect(writeActions('invoices', 'update', { status: 'paid' })).toEqual(['update']);
    expect(writeActions('systemAlerts', 'update', { status: 'acknowledged' })).toEqual(['acknowledge']);
    expect(writeActions('systemAlerts', 'update', { status: 'resolved', notes: 'Tyre replaced' })).toEqual(['update', 'resolve']);
  });

  it('a body that is no object of fields is an update of nothing', () => {
    expect(writeActions('vehicles', 'update', 'plate=AB12CDE')).toEqual([]);
    expect(writeActions('vehicles', 'update', null)).toEqual([]);
  });
});
