import { DEFAULT_SETTINGS } from './settingsModel';
import { SYSTEM_CHOICE_FIELDS, SYSTEM_OPTIONS } from './systemOptions';

it('offers every default system preference as a choice', () => {
  for (const field of SYSTEM_CHOICE_FIELDS) {
    expect(SYSTEM_OPTIONS[field]).toContain(DEFAULT_SETTINGS.system[field]);
  }
});
