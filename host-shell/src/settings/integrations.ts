export type IntegrationKind = 'maps' | 'email' | 'sms';

export interface Integration {
  kind: IntegrationKind;
  name: string;
  description: string;
  connected: boolean;
}

/** Sample connection states: nothing is checked against a real service. */
export const INTEGRATIONS: readonly Integration[] = [
  { kind: 'maps', name: 'Mapping Service', description: 'Map tiles and vehicle positions for the live fleet map', connected: true },
  { kind: 'email', name: 'Email Service', description: 'Sends quote confirmations, invoices and alerts by email', connected: true },
  { kind: 'sms', name: 'SMS Gateway', description: 'Sends text-message alerts to staff and drivers', connected: false },
];
