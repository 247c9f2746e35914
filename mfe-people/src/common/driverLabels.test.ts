import { driverStatusBadge, employmentLabel, licenceClassLabel, maskLicenceNumber } from './driverLabels';

describe('driver labels', () => {
  it('masks a licence number to its last two characters', () => {
    expect(maskLicenceNumber('OKAFO802156A99XY')).toBe('••••••••••••••XY');
    expect(maskLicenceNumber('AB')).toBe('AB');
    expect(maskLicenceNumber('X')).toBe('X');
  });

  it('names licence classes as the form does, and the others alike', () => {
    expect(['C', 'CE', 'D', 'DE', 'C1', 'C1E'].map(licenceClassLabel)).toEqual([
      'Class C',
      'Class C+E',
      'Class D',
      'Class D+E',
      'Class C1',
      'Class C1+E',
    ]);
  });

  it('labels employment types, and shows an unknown one as it is', () => {
    expect(['full_time', 'part_time', 'contractor', 'casual'].map(employmentLabel)).toEqual([
      'Full Time',
      'Part Time',
      'Contractor',
      'casual',
    ]);
  });

  it('badges an inactive driver Inactive whatever their status, else by status', () => {
    expect(driverStatusBadge({ is_active: false, current_status: 'available' })).toEqual({ label: 'Inactive', variant: 'outline' });
    expect(driverStatusBadge({ is_active: true, current_status: 'available' })).toEqual({ label: 'Available', variant: 'success' });
    expect(driverStatusBadge({ is_active: true, current_status: 'on_job' })).toEqual({ label: 'On Job', variant: 'default' });
    expect(driverStatusBadge({ is_active: true, current_status: 'on_break' })).toEqual({ label: 'On Break', variant: 'secondary' });
    expect(driverStatusBadge({ is_active: true, current_status: 'off_duty' })).toEqual({ label: 'Off Duty', variant: 'outline' });
  });
});
