import { sha256Hex } from 'shared-contracts/domain';

import { credentialsMatch } from './credentials';

// SHA-256 of "Zorvex-Admin-2025", as config.json holds it.
const settings = {
  email: 'admin@zorvex-logistics.co.uk',
  passwordSha256: 'ccdcb20577ec869f92a7cd3ed9cc8143b2664a7ab5d1fa092b7d0f04791cb186',
};

describe('credentialsMatch', () => {
  it('accepts the configured e-mail in any case and with spaces around it', async () => {
    await expect(credentialsMatch(settings, '  Admin@Zorvex-Logistics.CO.UK ', 'Zorvex-Admin-2025')).resolves.toBe(true);
  });

  it('rejects a wrong password or another e-mail', async () => {
    await expect(credentialsMatch(settings, settings.email, 'zorvex-admin-2025')).resolves.toBe(false);
    await expect(credentialsMatch(settings, 'someone@zorvex-logistics.co.uk', 'Zorvex-Admin-2025')).resolves.toBe(false);
  });
});

describe('sha256Hex', () => {
  it('gives the same hash without Web Crypto, as on plain http away from localhost', async () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      await expect(sha256Hex('Zorvex-Admin-2025')).resolves.toBe(settings.passwordSha256);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});
