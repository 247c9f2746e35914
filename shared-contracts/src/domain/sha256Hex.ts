const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * SHA-256 of a UTF-8 string as lower-case hex, as the sample data and the specification's sign-in check keep their
 * passwords: Web Crypto where the page has it; on plain http away from localhost, where `crypto.subtle` is absent, an
 * audited JavaScript implementation, loaded then.
 *
 * @example await sha256Hex('Zorvex-Demo-2025') // '86d36956…'
 */
export async function sha256Hex(text: string): Promise<string> {
  const data = new TextEncoder().encode(text);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return toHex(new Uint8Array(await subtle.digest('SHA-256', data)));
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return toHex(sha256(data));
}
