import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits as 43 base64url characters: a secret that only the person it was given to holds. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps of an opaque token (refresh tokens, invite links): its SHA-256, so a copy
 * of the database lets nobody sign in or accept an invite. The token has 256 random bits, so a fast
 * hash is enough (no salt or stretching, which guard low-entropy passwords).
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
