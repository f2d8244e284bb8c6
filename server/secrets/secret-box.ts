/**
 * A provider's client secret at rest: AES-256-GCM under `ROSTER_SECRET_KEY` (config.ts), stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). GCM's tag makes a tampered or wrongly keyed value fail
 * to open instead of decrypting to garbage. The district id is bound as associated data, so a
 * secret copied into another district's row does not open there either.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function sealSecret(key: Buffer, plain: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain secret; throws when the value was not sealed under this key for this district. */
export function openSecret(key: Buffer, stored: string, boundTo: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || sealed === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
