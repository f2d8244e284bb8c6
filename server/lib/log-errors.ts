/**
 * What the server log may say of an error (docs/ARCHITECTURE.md §17.7). A failed statement carries
 * its parameter values: drizzle's message is "Failed query: … params: …" and keeps `params` as a
 * property, and the driver's own message and detail quote values too ("Key (email)=(…) already
 * exists", "invalid input syntax for type uuid: "…""). Those are names, emails and answers of real
 * people, so an error with a database failure anywhere in its cause chain is logged as a summary:
 * the SQLSTATE code, the names the driver gives (constraint, table, column), the statement text
 * with its placeholders, and the stack frames without the message line. Any other error is logged
 * with its type, message, code, stack and cause.
 */

/** A failed statement as drizzle wraps it. */
interface QueryFailure {
  query: string;
  params: unknown[];
}
/** The driver's error (node-postgres and PGlite alike): a five-character SQLSTATE code. */
interface DriverFailure {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

const isQueryFailure = (e: object): e is QueryFailure =>
  typeof (e as QueryFailure).query === 'string' && Array.isArray((e as QueryFailure).params);
const isDriverFailure = (e: object): e is DriverFailure =>
  typeof (e as DriverFailure).code === 'string' && /^[0-9A-Z]{5}$/.test((e as DriverFailure).code) && 'severity' in e;

/** The error and its causes, outermost first (bounded: a cause cycle ends the walk). */
export function causeChain(error: unknown): object[] {
  const chain: object[] = [];
  for (let e = error; e && typeof e === 'object' && !chain.includes(e) && chain.length < 10; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  return chain;
}

/** The driver's failure in the chain, if any: what the 409 mapping and the log summary read. */
export function driverFailure(error: unknown): DriverFailure | null {
  return (causeChain(error).find(isDriverFailure) as DriverFailure | undefined) ?? null;
}

const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The pino `err` serializer of the server's logger. */
export function serializeError(error: unknown): LoggedError {
  const chain = causeChain(error);
  const query = chain.find(isQueryFailure);
  const driver = chain.find(isDriverFailure);
  const outer = chain[0] as (Error & { code?: unknown }) | undefined;
  if (!outer) return { type: typeof error, message: String(error), stack: '' };
  if (!query && !driver) {
    return {
      type: outer.constructor?.name ?? 'Error',
      message: String(outer.message),
      ...(outer.code !== undefined ? { code: outer.code } : {}),
      stack: String(outer.stack ?? ''),
      ...(outer.cause !== undefined ? { cause: serializeError(outer.cause) } : {}),
    };
  }
  return {
    type: outer.constructor?.name ?? 'Error',
    message: 'database statement failed (values withheld)',
    ...(driver ? { sqlState: driver.code } : {}),
    ...(driver?.constraint ? { constraint: driver.constraint } : {}),
    ...(driver?.table ? { table: driver.table } : {}),
    ...(driver?.column ? { column: driver.column } : {}),
    ...(driver?.routine ? { routine: driver.routine } : {}),
    ...(query ? { statement: query.query.slice(0, 2000) } : {}),
    stack: frames(outer.stack),
  };
}
