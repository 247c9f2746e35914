import { clientTypeLabel } from './client';

describe('client type labels', () => {
  it('labels list types, form types and falls back to the raw value', () => {
    expect(clientTypeLabel('art_gallery')).toBe('Art Gallery');
    expect(clientTypeLabel('private')).toBe('Private Client');
    expect(clientTypeLabel('performing_arts')).toBe('Performing Arts');
    expect(clientTypeLabel('event_organizer')).toBe('Event Organizer');
    expect(clientTypeLabel('zoo')).toBe('zoo');
  });
});
