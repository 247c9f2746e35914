import { sha256Hex } from 'shared-contracts/domain';

export interface LoginSettings {
  email: string;
  passwordSha256: string;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** True when the e-mail (any case, spaces around it ignored) and the password's hash match config.json. */
export async function credentialsMatch(settings: LoginSettings, email: string, password: string): Promise<boolean> {
  if (normaliseEmail(email) !== normaliseEmail(settings.email)) return false;
  return (await sha256Hex(password)) === settings.passwordSha256.toLowerCase();
}
