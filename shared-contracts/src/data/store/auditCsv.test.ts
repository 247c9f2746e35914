import { auditCsv } from './auditCsv';

describe('the audit log as CSV', () => {
  it('writes a line per entry, quoting what must be quoted and never starting a cell as a formula', () => {
    const csv = auditCsv([
      {
        id: 2,
        at: '2025-08-21T09:30:00.000Z',
        account: { id: 3, email: 'dispatcher@zorvex-logistics.co.uk', name: 'Price, Dana' },
        resource: 'jobs',
        recordId: 'JOB-2025-0001',
        action: 'update',
        changes: { notes: ['=SUM(A1)', 'Ring "twice"'] },
      },
      {
        id: 1,
        at: '2025-08-21T09:00:00.000Z',
        account: { id: null, email: '@attacker', name: '' },
        resource: 'session',
        recordId: null,
        action: 'sign_in_failed',
        changes: {},
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Time,E-mail,Name,Resource,Record,Action,Changes',
      '2025-08-21T09:30:00.000Z,dispatcher@zorvex-logistics.co.uk,"Price, Dana",jobs,JOB-2025-0001,update,"{""notes"":[""=SUM(A1)"",""Ring \\""twice\\""""]}"',
      "2025-08-21T09:00:00.000Z,'@attacker,,session,,sign_in_failed,{}",
      '',
    ]);
  });
});
