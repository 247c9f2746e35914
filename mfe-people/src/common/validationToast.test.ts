import { validationToast } from './validationToast';

describe('validationToast', () => {
  it('asks for the required fields when one is empty, whatever else is wrong', () => {
    expect(validationToast({ name: 'Full Name is required', email: 'Email must be a valid e-mail address' })).toEqual({
      title: 'Validation Error',
      description: 'Please fill in all required fields',
    });
  });

  it('points at the highlighted fields when every required one is filled but some are malformed', () => {
    expect(validationToast({ website: 'Website must be a web address (https://…)' })).toEqual({
      title: 'Validation Error',
      description: 'Please correct the highlighted fields',
    });
  });
});
