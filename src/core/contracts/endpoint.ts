import type { core } from 'zod';

/**
 * The shape of one API endpoint. Each endpoint is written once, in the file of its Lambda group
 * (src/core/contracts/endpoints/{group}.ts), as a plain object: the server's route table
 * (functions/routes.ts), the handler wrapper (functions/platform/handler.ts), CDK and the
 * browser's client (src/app/api/api.ts) all read it.
 *
 * The description itself (method, path, group, auth) builds nothing: its Zod schemas are behind
 * `schemas`, a dynamic import of their contract module, so importing an endpoint costs neither
 * Zod nor the schemas' construction. The server loads them on the endpoint's first request (the
 * module system keeps them afterwards); the browser never does (its types come from the same
 * schemas, and its forms import the contract modules they validate with). In a Lambda bundle the
 * import stays in the one file and runs lazily; in the island app it is a chunk of its own.
 */

/** Who may call an endpoint. `optional` reads the token when one is sent; `user` requires it. */
export type RouteAuth = 'public' | 'optional' | 'user';
export type HttpMethod = 'GET' | 'POST';

/** The contracts of an endpoint: schemas of either zod API (classic, or `zod/mini` where a cold start reads them). */
export type EndpointSchemas = {
  /** Query contract (the flattened `name[key]` query string). */
  readonly query?: core.$ZodType;
  /** Body contract (JSON or form body); absent when the handler reads the raw body itself. */
  readonly body?: core.$ZodType;
  /** The envelope's `data` on success; absent when callers read only the code and the message. */
  readonly answer?: core.$ZodType;
};

export type EndpointDef = {
  readonly method: HttpMethod;
  readonly path: `/client/${string}`;
  /** The Lambda function that serves it: `functions/groups/{group}.ts`. */
  readonly group: string;
  readonly auth: RouteAuth;
  /** Loads its contracts (absent: no query, no body, any data). */
  readonly schemas?: () => Promise<EndpointSchemas>;
};

/** The contracts an endpoint loads. */
export type SchemasOf<E extends EndpointDef> = E['schemas'] extends () => Promise<infer S>
  ? S
  : Record<never, never>;

/** What the browser sends: the query of a GET, the body of a POST. */
export type EndpointInput<E extends EndpointDef> = E['method'] extends 'GET'
  ? SchemasOf<E> extends { query: infer Q extends core.$ZodType }
    ? core.input<Q>
    : undefined
  : SchemasOf<E> extends { body: infer B extends core.$ZodType }
    ? core.input<B>
    : // A POST whose handler reads the raw body (the upload's multipart form), or none.
      FormData | undefined;
/** What the browser gets: the envelope's `data` as the server sends it. */
export type EndpointAnswer<E extends EndpointDef> =
  SchemasOf<E> extends { answer: infer A extends core.$ZodType } ? core.output<A> : unknown;
/** What the server's handler parses out of the query and the body. */
export type EndpointQuery<E extends EndpointDef> =
  SchemasOf<E> extends { query: infer Q extends core.$ZodType } ? core.output<Q> : undefined;
export type EndpointBody<E extends EndpointDef> =
  SchemasOf<E> extends { body: infer B extends core.$ZodType } ? core.output<B> : undefined;
/**
 * What the server's handler answers as `data`: the answer contract's output, complete (the
 * browser does not parse answers, so defaults and transforms are the server's to apply).
 */
export type EndpointData<E extends EndpointDef> = EndpointAnswer<E>;

/** A row of the route table: what routing needs of an endpoint (no schemas). */
export type RouteDef = Pick<EndpointDef, 'method' | 'path' | 'group' | 'auth'>;

/** API Gateway's route key, e.g. "GET /client/index/index". */
export const routeKey = (route: RouteDef): string => `${route.method} ${route.path}`;
