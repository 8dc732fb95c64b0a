// One entry of the route table (docs/decisions/031-api-contract.md): what a request to an /api
// route carries and what it answers, by status, written once from the zod schemas of
// common/schemas. The server registers the entry (server/lib/contract.ts) and the web app calls
// it through the typed client (`call` and `hrefOf` in web/lib/api-client.ts), so a change to
// either side that the other does not follow fails the type check. Who may call a route is the
// server's business: its access rule stays beside the handler, in the policy table's terms.
import type { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where every route of the table lives. */
export const API_PREFIX = '/api/';
/** The OpenAPI document and its viewer, made from the table (server/plugins/openapi.ts). */
export const API_DOCS_PATH = '/api/docs';

export interface RouteContract {
  method: HttpMethod;
  /** The path with `:name` for each parameter, as the server registers it. */
  path: `/api/${string}`;
  /** Grouping and one line for the OpenAPI document. */
  tags: readonly string[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Media types the body may come as, when not JSON (a file upload). */
  consumes?: readonly string[];
  /**
   * The answers by status. A route that answers a file or a stream declares only its JSON
   * answers (its refusals), or none; its success is then not JSON.
   */
  responses?: Partial<Record<number, z.ZodType>>;
}

/** An entry as written, with its literal method, path and schemas kept for the types. */
export function route<const C extends RouteContract>(contract: C): C {
  return contract;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the JSON of its 2xx schema (undefined for 204 or no schema). */
type Responses<C> = C extends { responses: infer R } ? R : object;

export type RouteResult<C extends RouteContract> = {
  [S in keyof Responses<C> & SuccessStatus]: S extends 204
    ? undefined
    : Responses<C>[S] extends z.ZodType
      ? z.output<Responses<C>[S]>
      : never;
}[keyof Responses<C> & SuccessStatus] extends infer R
  ? [R] extends [never]
    ? undefined
    : R
  : never;

// A part whose every field is optional (or that may be absent) may be left out of a call.
type Part<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? undefined extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : object extends z.input<S>
        ? { [P in K]?: z.input<S> }
        : { [P in K]: z.input<S> }
    : unknown
  : unknown;

/** What a call sends: the path parameters, the query and the body its schemas ask for. */
export type RouteInput<C extends RouteContract> = Part<C, 'params'> &
  Part<C, 'query'> &
  Part<C, 'body'>;

/** The address of a route with its parameters filled in (each one URL-encoded). */
export function pathOf(contract: RouteContract, params?: Record<string, string | number>): string {
  return contract.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params![name])),
  );
}

export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=2` of the defined values, or '' when none is. */
export function queryString(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value != null) search.append(key, String(value));
  const text = search.toString();
  return text && `?${text}`;
}
