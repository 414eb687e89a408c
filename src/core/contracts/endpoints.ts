import * as account from '#core/contracts/endpoints/account.ts';
import * as area from '#core/contracts/endpoints/area.ts';
import * as builder from '#core/contracts/endpoints/builder.ts';
import * as codes from '#core/contracts/endpoints/codes.ts';
import * as common from '#core/contracts/endpoints/common.ts';
import * as conversions from '#core/contracts/endpoints/conversions.ts';
import * as domain from '#core/contracts/endpoints/domain.ts';
import * as insights from '#core/contracts/endpoints/insights.ts';
import * as page from '#core/contracts/endpoints/page.ts';
import * as pay from '#core/contracts/endpoints/pay.ts';
import * as publish from '#core/contracts/endpoints/publish.ts';
import * as startUp from '#core/contracts/endpoints/start-up.ts';
import * as upload from '#core/contracts/endpoints/upload.ts';
import * as user from '#core/contracts/endpoints/user.ts';

/**
 * Every endpoint of the API, by Lambda group, in the order of the route table. Each endpoint is
 * written once in its group's file (./endpoints/{group}.ts). The server side (functions/routes.ts,
 * CDK, the local server) reads this whole list; browser code and a group's Lambda import only the
 * group files they call, so a bundle carries only the schemas it uses.
 */
export const ENDPOINT_GROUPS = {
  index: startUp,
  user,
  account,
  common,
  codes,
  upload,
  area,
  page,
  publish,
  builder,
  domain,
  pay,
  insights,
  conversions,
} as const;

type Groups = typeof ENDPOINT_GROUPS;
export type EndpointGroup = keyof Groups;
/** Every endpoint, as a union. */
export type AnyEndpoint = { [G in EndpointGroup]: Groups[G][keyof Groups[G]] }[EndpointGroup];

/** Every endpoint by name. */
export const endpoints = Object.assign({}, ...Object.values(ENDPOINT_GROUPS)) as {
  [G in EndpointGroup]: Groups[G];
}[EndpointGroup] extends infer U
  ? (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
    ? I
    : never
  : never;

/** Every endpoint, in table order. */
export const ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(
  (group) => Object.values(group) as AnyEndpoint[],
);
