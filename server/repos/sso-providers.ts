/** A district's OpenID Connect provider and its email domains (`sso_providers`, `sso_domains`; the flow: `server/sso/`). */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SsoProvider, SsoProviderSave } from '@/contract/schemas/sso';
import type { Db } from '../db/client';
import { ssoDomains, ssoProviders } from '../db/schema';
import { sqlRows } from '../db/sql-rows';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;
export interface SsoProviderWithDomains extends SsoProviderRow {
  emailDomains: string[];
}

async function domainsOf(db: Db, districtId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.districtId, districtId))
    .orderBy(asc(ssoDomains.domain));
  return rows.map((row) => row.domain);
}

export async function ssoProviderRow(db: Db, districtId: string): Promise<SsoProviderWithDomains | null> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.districtId, districtId));
  return row ? { ...row, emailDomains: await domainsOf(db, districtId) } : null;
}

/** The enabled provider an email domain maps to, if any. */
export async function ssoProviderForDomain(db: Db, domain: string): Promise<SsoProviderRow | null> {
  const [row] = await db
    .select({ provider: ssoProviders })
    .from(ssoDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.districtId, ssoDomains.districtId))
    .where(and(eq(ssoDomains.domain, domain), eq(ssoProviders.enabled, true)));
  return row?.provider ?? null;
}

/** The wire shape: everything but the sealed secret, which is only said to be set. */
export function ssoProviderView(row: SsoProviderWithDomains, redirectUri: string): SsoProvider {
  return {
    districtId: row.districtId,
    displayName: row.displayName,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretSet: row.clientSecretSealed !== '',
    emailDomains: row.emailDomains,
    passwordsAllowed: row.passwordsAllowed,
    enabled: row.enabled,
    redirectUri,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The domains among `domains` that another district's provider already has. */
export async function domainsTakenElsewhere(db: Db, districtId: string, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.districtId, districtId)));
  return rows.map((row) => row.domain);
}

/**
 * Saves the provider and replaces its domains, in one transaction; `sealedSecret` null keeps the
 * stored one (there must be one: null answered otherwise).
 */
export async function saveSsoProvider(
  db: Db,
  districtId: string,
  save: Omit<Required<SsoProviderSave>, 'clientSecret'>,
  sealedSecret: string | null,
  savedBy: string,
): Promise<SsoProviderWithDomains | null> {
  return db.transaction(async (tx) => {
    const fields = {
      displayName: save.displayName,
      issuer: save.issuer,
      clientId: save.clientId,
      passwordsAllowed: save.passwordsAllowed,
      enabled: save.enabled,
      configuredBy: savedBy,
      updatedAt: sql`now()`,
    };
    const [row] =
      sealedSecret === null
        ? await tx.update(ssoProviders).set(fields).where(eq(ssoProviders.districtId, districtId)).returning()
        : await tx
            .insert(ssoProviders)
            .values({ districtId, ...fields, clientSecretSealed: sealedSecret })
            .onConflictDoUpdate({ target: ssoProviders.districtId, set: { ...fields, clientSecretSealed: sealedSecret } })
            .returning();
    if (!row) return null;
    await tx.delete(ssoDomains).where(eq(ssoDomains.districtId, districtId));
    await tx.insert(ssoDomains).values(save.emailDomains.map((domain) => ({ domain, districtId })));
    return { ...row, emailDomains: [...save.emailDomains].sort() };
  });
}

export async function deleteSsoProvider(db: Db, districtId: string): Promise<boolean> {
  const rows = await db.delete(ssoProviders).where(eq(ssoProviders.districtId, districtId)).returning({ id: ssoProviders.districtId });
  return rows.length > 0;
}

/**
 * The districts an account belongs to: a district admin's district, a teacher's or school admin's
 * schools' districts, a parent's children's schools' districts (none for a super admin).
 */
export async function districtsOfAccount(db: Db, userId: string): Promise<string[]> {
  const rows = await sqlRows<{ district_id: string }>(
    db,
    sql`select u.district_id from users u where u.id = ${userId} and u.district_id is not null
      union select s.district_id from user_schools us join schools s on s.id = us.school_id where us.user_id = ${userId}
      union select s.district_id from parent_students ps join students st on st.id = ps.student_id
        join schools s on s.id = st.school_id where ps.parent_id = ${userId}`,
  );
  return rows.map((row) => row.district_id);
}

/** Whether one of the account's districts has a provider that no longer allows passwords; the provider's name then. */
export async function passwordsRefusedBy(db: Db, userId: string): Promise<string | null> {
  const districts = await districtsOfAccount(db, userId);
  if (districts.length === 0) return null;
  const [row] = await db
    .select({ displayName: ssoProviders.displayName })
    .from(ssoProviders)
    .where(and(inArray(ssoProviders.districtId, districts), eq(ssoProviders.enabled, true), eq(ssoProviders.passwordsAllowed, false)));
  return row?.displayName ?? null;
}
