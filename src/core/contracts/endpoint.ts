import type * as z from 'zod';

/**
 * The shape of one API endpoint. Each endpoint is written once, in the file of its Lambda group
 * (src/core/contracts/endpoints/{group}.ts), as a plain object: the server's route table
 * (functions/routes.ts), the handler wrapper (functions/platform/handler.ts), CDK and the
 * browser's client (src/app/api/api.ts) all read it. Plain objects, not calls: a bundle that uses
 * one endpoint keeps only that endpoint's schemas.
 */

/** Who may call an endpoint. `optional` reads the token when one is sent; `user` requires it. */
export type RouteAuth = 'public' | 'optional' | 'user';
export type HttpMethod = 'GET' | 'POST';

export type EndpointDef = {
  readonly method: HttpMethod;
  readonly path: `/client/${string}`;
  /** The Lambda function that serves it: `functions/groups/{group}.ts`. */
  readonly group: string;
  readonly auth: RouteAuth;
  /** Query contract (the flattened `name[key]` query string). */
  readonly query?: z.ZodType;
  /** Body contract (JSON or form body); absent when the handler reads the raw body itself. */
  readonly body?: z.ZodType;
  /** The envelope's `data` on success; absent for an endpoint that answers no envelope. */
  readonly answer?: z.ZodType;
};

/** What the browser sends: the query of a GET, the body of a POST. */
export type EndpointInput<E extends EndpointDef> = E['method'] extends 'GET'
  ? E extends { query: infer Q extends z.ZodType }
    ? z.input<Q>
    : undefined
  : E extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : // A POST whose handler reads the raw body (the upload's multipart form), or none.
      FormData | undefined;
/** What the browser gets: the parsed `data` of the envelope. */
export type EndpointAnswer<E extends EndpointDef> = E['answer'] extends z.ZodType
  ? z.output<E['answer']>
  : unknown;
/** What the server's handler parses out of the query and the body. */
export type EndpointQuery<E extends EndpointDef> = E['query'] extends z.ZodType
  ? z.output<E['query']>
  : undefined;
export type EndpointBody<E extends EndpointDef> = E['body'] extends z.ZodType
  ? z.output<E['body']>
  : undefined;
/** What the server's handler answers as `data` (before the browser parses it). */
export type EndpointData<E extends EndpointDef> = E['answer'] extends z.ZodType
  ? z.input<E['answer']>
  : unknown;

/** A row of the route table: what routing needs of an endpoint (no schemas). */
export type RouteDef = Pick<EndpointDef, 'method' | 'path' | 'group' | 'auth'>;

/** API Gateway's route key, e.g. "GET /client/index/index". */
export const routeKey = (route: RouteDef): string => `${route.method} ${route.path}`;
