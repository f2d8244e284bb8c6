import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { languageOf, say } from '../i18n/say';
import { sayIssue, valueAt } from '../i18n/zod-issues';
import { driverFailure } from './log-errors';
import { conflict, emailTakenRefusal, Refused } from './refusal';
import { httpAnswerOf } from './refusal-http';

/** `/email` in the body → `body.email`; `/gradings/0/name` → `body.gradings.0.name`. */
function fieldPath(context: string | undefined, instancePath: string, params: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  // zod reports an unknown key on the object itself; name the key.
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  if (Array.isArray(keys) && keys.length) parts.push(String(keys[0]));
  return [context ?? 'body', ...parts].join('.');
}

/**
 * A unique index refused a write (SQLSTATE 23505, from node-postgres or PGlite, bare or as the
 * `cause` of drizzle's wrapper): a concurrent request got there first, past the handler's own check.
 * That is a 409, never a 500: the taken-email one for the users' email index, a generic one otherwise.
 */
function uniqueViolation(error: unknown): Refused | null {
  const failure = driverFailure(error);
  if (failure?.code !== '23505') return null;
  if (failure.constraint === 'users_email_uq') return emailTakenRefusal();
  return conflict('This conflicts with a record saved at the same time. Reload and try again.');
}

const statusCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * The one error handler: every error becomes the error body of ARCHITECTURE.md §2. A refusal
 * (`refusal.ts`) is answered through the one mapping of `refusal-http.ts`; a unique violation is a 409; anything else unexpected is logged (a failed statement
 * without its values, `log-errors.ts`) and answered as a bare 500, never with a stack, SQL or driver text.
 * Every sentence is said in the request's language (`Accept-Language`, §12), read here once per answer.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, req, reply) => {
    const error = uniqueViolation(thrown) ?? thrown;
    const language = languageOf(req.headers['accept-language']);
    if (error instanceof Refused) {
      const answer = httpAnswerOf(error, language);
      return reply.status(answer.status).headers(answer.headers).send(answer.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = { body: req.body, querystring: req.query, params: req.params, headers: req.headers }[error.validationContext ?? 'body'];
      const details = error.validation.map((v) => ({
        path: fieldPath(error.validationContext, v.instancePath, v.params),
        message: sayIssue(v, valueAt(part, v.instancePath), language),
      }));
      return reply.status(400).send({ message: say('The request is not valid', language), code: 'VALIDATION', details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type…): their
      // messages are safe and useful, but keep them short and free of internals.
      const message =
        status === 413
          ? 'The request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The request body is not valid JSON'
            : status === 415
              ? 'Unsupported content type'
              : status === 400 && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'The request body is empty'
                : (statusCodes[status] ?? 'Bad request').toLowerCase().replaceAll('_', ' ');
      return reply.status(status).send({ message: say(message, language), code: statusCodes[status] ?? 'BAD_REQUEST' });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: say('Something went wrong on our side. Please try again.', language), code: 'INTERNAL' });
  });

  app.setNotFoundHandler((req, reply) => {
    const message = `No such endpoint: ${req.method} ${req.url.split('?')[0]}`;
    reply.status(404).send({ message: say(message, languageOf(req.headers['accept-language'])), code: 'NOT_FOUND' });
  });
}
