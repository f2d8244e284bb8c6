/**
 * The shape of a uuid, any case (PostgreSQL compares them so): users, families, records and the
 * items of a batch statement are keyed by uuid, and a value of any other shape names nothing (and
 * would make its cast, or the whole batch it joins, fail).
 */
export const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
