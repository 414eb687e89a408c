import { routes as accountRoutes } from '#functions/groups/account.ts';
import { routes as areaRoutes } from '#functions/groups/area.ts';
import { routes as builderRoutes } from '#functions/groups/builder.ts';
import { routes as codesRoutes } from '#functions/groups/codes.ts';
import { routes as commonRoutes } from '#functions/groups/common.ts';
import { routes as conversionsRoutes } from '#functions/groups/conversions.ts';
import { routes as domainRoutes } from '#functions/groups/domain.ts';
import { routes as indexRoutes } from '#functions/groups/index.ts';
import { routes as insightsRoutes } from '#functions/groups/insights.ts';
import { routes as pageRoutes } from '#functions/groups/page.ts';
import { routes as payRoutes } from '#functions/groups/pay.ts';
import { routes as publishRoutes } from '#functions/groups/publish.ts';
import { routes as uploadRoutes } from '#functions/groups/upload.ts';
import { routes as userRoutes } from '#functions/groups/user.ts';
import type { BoundRoute } from '#functions/platform/group.ts';

/**
 * Every group's bound routes, for the local server (on AWS each group is its own Lambda).
 * Adding a group = its file in functions/groups + one line here; a test checks this list
 * covers the route table exactly.
 */
export const ALL_ROUTES: readonly BoundRoute[] = [
  ...indexRoutes,
  ...domainRoutes,
  ...pageRoutes,
  ...userRoutes,
  ...accountRoutes,
  ...commonRoutes,
  ...codesRoutes,
  ...uploadRoutes,
  ...areaRoutes,
  ...builderRoutes,
  ...publishRoutes,
  ...payRoutes,
  ...insightsRoutes,
  ...conversionsRoutes,
];
