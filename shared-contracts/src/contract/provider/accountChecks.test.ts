import { checkAuditFilter, checkInvitation, checkPasswordChange, checkPasswordFromLink, checkRole } from './accountChecks';
import type { Invitation } from './accounts';

function fieldsOf(check: () => unknown): unknown {
  try {
    check();
  } catch (error) {
    return (error as { fields?: unknown }).fields;
  }
  throw new Error('Expected the check to refuse');
}

describe('the checks both providers make of account input', () => {
  it('trims an invitation, and refuses each field with its own message', () => {
    expect(checkInvitation({ email: ' nia@zorvex-logistics.co.uk ', name: ' Nia New ', role: 'finance' })).toEqual({
      email: 'nia@zorvex-logistics.co.uk',
      name: 'Nia New',
      role: 'finance',
    });
    expect(fieldsOf(() => checkInvitation({ email: '  ', name: '', role: 'owner' } as unknown as Invitation))).toEqual({
      email: { code: 'required', message: 'E-mail is required' },
      name: { code: 'required', message: 'Name is required' },
      role: { code: 'invalid_value', message: 'Choose a role' },
    });
    expect(fieldsOf(() => checkInvitation({ email: 'nia@zorvex', name: 'Nia', role: 'viewer' }))).toEqual({
      email: { code: 'invalid_format', message: 'Enter an e-mail address, e.g. name@zorvex-logistics.co.uk' },
    });
    expect(fieldsOf(() => checkRole('owner' as never))).toEqual({ role: { code: 'invalid_value', message: 'Choose a role' } });
  });

  it('asks a password of at least 12 characters, and a link’s token', () => {
    expect(fieldsOf(() => checkPasswordFromLink({ token: '', password: 'short' }))).toEqual({
      token: { code: 'required', message: 'This link is incomplete: open the whole link you were given' },
      password: { code: 'too_small', message: 'Password must be at least 12 characters' },
    });
    expect(fieldsOf(() => checkPasswordChange({ currentPassword: '', newPassword: '' }))).toEqual({
      currentPassword: { code: 'required', message: 'Current password is required' },
      newPassword: { code: 'required', message: 'New password is required' },
    });
    expect(fieldsOf(() => checkPasswordChange({ currentPassword: 'x', newPassword: 'y'.repeat(1025) }))).toEqual({
      newPassword: { code: 'too_big', message: 'New password must be at most 1024 characters' },
    });
    expect(checkPasswordChange({ currentPassword: 'old', newPassword: 'Twelve-chars' })).toEqual({
      currentPassword: 'old',
      newPassword: 'Twelve-chars',
    });
  });

  it('reads the audit log’s dates as moments, leaves out empty filters and refuses what is not a date', () => {
    expect(checkAuditFilter({ account: 3, resource: '', from: '2025-08-21', to: '2025-08-22T10:30:00Z' })).toEqual({
      account: 3,
      from: '2025-08-21T00:00:00.000Z',
      to: '2025-08-22T10:30:00.000Z',
    });
    expect(fieldsOf(() => checkAuditFilter({ from: 'yesterday', to: '2025-13-32' }))).toEqual({
      from: { code: 'invalid_format', message: 'From must be a date, e.g. 2025-08-21' },
      to: { code: 'invalid_format', message: 'To must be a date, e.g. 2025-08-21' },
    });
    expect(fieldsOf(() => checkAuditFilter({ from: '2025-08-21', to: '2025-08-21' }))).toEqual({
      to: { code: 'too_small', message: 'To must be after From' },
    });
    expect(fieldsOf(() => checkAuditFilter({ account: 0 }))).toEqual({
      account: { code: 'invalid_value', message: 'Choose a person from the list' },
    });
  });
});
