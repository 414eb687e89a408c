import { api } from '#app/api/api.ts';
import { ApiCodeError } from '#app/api/errors.ts';
import { askConfirm } from '#app/builder/confirm.ts';
import * as endpoints from '#core/contracts/endpoints/conversions.ts';
import type { ServerEventsPort } from '#modules/types.ts';

/**
 * The builder's side of a pixel module's server-side events (issue 15): the port a pixel form
 * gets for its module instance on this page. Loaded with the first pixel form that shows it.
 * Refusals (a plan, a malformed token) are shown by the API client (with the plan's buy link)
 * and answered as null; the load's failure is the section's own error state.
 */
export function serverEventsPort(pageId: string, moduleId: string): ServerEventsPort {
  const refusedAsNull = <T>(call: Promise<{ data: T }>): Promise<T | null> =>
    call.then(
      (answer) => answer.data,
      (error: unknown) => {
        if (error instanceof ApiCodeError) return null;
        throw error;
      },
    );
  return {
    load: async () =>
      (
        await api(
          endpoints.conversionSettings,
          { page: pageId, module: moduleId },
          { showCodeMessage: false },
        )
      ).data,
    setToken: (pixel, token) =>
      refusedAsNull(api(endpoints.conversionToken, { page: pageId, module: moduleId, pixel, token })),
    setOptions: (pixel, options) =>
      refusedAsNull(
        api(endpoints.conversionOptions, {
          page: pageId,
          module: moduleId,
          pixel,
          test_event_code: options.testEventCode,
          page_views: options.pageViews,
        }),
      ),
    confirm: (request) => askConfirm({ ...request, danger: true }),
  };
}
