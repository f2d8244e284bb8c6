import type { z } from 'zod';
import type { Role } from './http';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the wire contract. The server registers its route from this, the client calls
 * through it, msw handlers are typed by it and the OpenAPI document is generated from it.
 *
 * - `path` uses `:name` for path parameters, e.g. `/api/v1/teacher/student/get/:id`.
 * - `response` is the schema of `data` inside the `{ data, message? }` envelope.
 * - `roles: 'public'` means no token is needed; otherwise the server answers 401 without a valid
 *   access token and 403 when the user's role is not listed.
 * - `school: true` means the `schoolid` header is required and must name one of the user's
 *   schools (403 otherwise). The header never widens access.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  summary: string;
  roles: readonly Role[] | 'public';
  school: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in the `{ data, message? }` envelope. */
  response: z.ZodType;
  /** 200 unless stated (201 for creations). */
  status?: 200 | 201;
}

/**
 * What shipped browser code gets of an endpoint under `@/contract/api`: the generated
 * `contract/api-descriptors.gen.ts` (`npm run contract`). No summary and no zod schemas: the browser
 * does not validate, the server does, and zod stays out of the first page (ARCHITECTURE.md §2, §9).
 */
export type EndpointDescriptor = Pick<Endpoint, 'method' | 'path' | 'roles' | 'school' | 'status'>;

/** Declares an endpoint; keeps its literal types (roles, `school`) for the server and client. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export type AnyEndpoint = Endpoint;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Parsed (server-side) shapes. */
export type ParamsOf<E extends Endpoint> = E extends { params: infer S } ? Out<S> : undefined;
export type QueryOf<E extends Endpoint> = E extends { query: infer S } ? Out<S> : undefined;
export type BodyOf<E extends Endpoint> = E extends { body: infer S } ? Out<S> : undefined;
export type DataOf<E extends Endpoint> = z.output<E['response']>;
/** What a caller sends (defaults may be left out). */
export type ParamsInputOf<E extends Endpoint> = E extends { params: infer S } ? In<S> : undefined;
export type QueryInputOf<E extends Endpoint> = E extends { query: infer S } ? In<S> : undefined;
export type BodyInputOf<E extends Endpoint> = E extends { body: infer S } ? In<S> : undefined;

/** Fill `:name` parameters of a path. Values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
