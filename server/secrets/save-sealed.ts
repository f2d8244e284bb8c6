/**
 * Saving a district's provider whose client secret is kept sealed (`secret-box.ts`): its OneRoster
 * REST connection (`roster-pull/save-connection.ts`) and its OpenID Connect provider
 * (`sso/save-provider.ts`). The secret is sealed under the secrets key bound to the district; one
 * left out keeps the stored one, so a first save must bring it; without the key nothing is stored.
 */
import { badRequest, conflict } from '../lib/refusal';
import { sealSecret } from './secret-box';

/** In production the secret travels over TLS only: refused (400 on the field) when one of `fields` of `body` is plain http. */
export function refusePlainHttp<Body, Field extends keyof Body & string>(body: Body, fields: readonly Field[]): void {
  for (const field of fields) {
    const address = body[field];
    if (typeof address === 'string' && address.startsWith('http:'))
      throw badRequest('Use an https address', [{ path: `body.${field}`, message: 'must be https' }]);
  }
}

export interface SealedSave<Row> {
  /** The secrets key (`SECRETS_KEY`, else `ROSTER_SECRET_KEY`); null refuses the save (409). */
  key: Buffer | null;
  districtId: string;
  /** The secret the admin typed; left out keeps the stored one. */
  clientSecret: string | undefined;
  /** Stores the settings with the sealed secret, or (null) keeping the stored one: null when there is none to keep. */
  store: (sealedSecret: string | null) => Promise<Row | null>;
  /** What is saved, for the refusals: "provider", "connection". */
  what: string;
}

/** The stored row, and whether the save brought a new secret. */
export async function saveWithSealedSecret<Row>({ key, districtId, clientSecret, store, what }: SealedSave<Row>) {
  if (!key) throw conflict(`The server has no SECRETS_KEY (or ROSTER_SECRET_KEY): a ${what} cannot be stored until it is set`);
  const sealed = clientSecret === undefined ? null : sealSecret(key, clientSecret, districtId);
  const row = await store(sealed);
  if (!row) throw badRequest(`The ${what} needs its client secret`, [{ path: 'body.clientSecret', message: 'is required the first time' }]);
  return { row, secretChanged: sealed !== null };
}
