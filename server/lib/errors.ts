/**
 * The status-built refusal that `server/roster/` still uses (it is being rewritten on another
 * branch; the integrator moves it onto `refusal.ts` after the merge, then this file goes). An
 * `HttpError` is a `Refused` like any other: the error handler answers it through the one mapping
 * of `refusal-http.ts`. Nothing outside `server/roster/` may import this file (`npm run lint`).
 */
import type { FieldFaults } from './refusal';
import { Refused, badRequest as refusedBadRequest, conflict as refusedConflict, notFound as refusedNotFound } from './refusal';
import { refusalKindOf, refusalStatus } from './refusal-http';

/** A refusal the roster reads back as status and code (its worker posts them to the main thread). */
export class HttpError extends Refused {
  constructor(status: number, _code: string, message: string, details?: FieldFaults) {
    super(refusalKindOf(status), message, { details });
  }
  get status(): number {
    return refusalStatus[this.kind].status;
  }
  get code(): string {
    return refusalStatus[this.kind].code;
  }
}

const asHttpError = (refused: Refused) => new HttpError(refusalStatus[refused.kind].status, '', refused.message, refused.details);
export const badRequest = (message: string, details?: FieldFaults) => asHttpError(refusedBadRequest(message, details));
export const notFound = (message?: string) => asHttpError(refusedNotFound(message));
/** The roster's conflicts carry no extra fields. */
export const conflict = (message: string) => asHttpError(refusedConflict(message));
