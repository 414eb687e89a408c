import { api } from '#app/api/api.ts';
import { ApiCodeError } from '#app/api/errors.ts';
import * as insightsEndpoints from '#core/contracts/endpoints/insights.ts';
import type { InsightRange } from '#core/contracts/insights.ts';
import type { InsightsCalls } from './insights-screen.ts';

/** The member's time zone as the API takes it (`Date#getTimezoneOffset`, minutes). */
export const tzOffset = () => new Date().getTimezoneOffset();

/** The insights screen's calls (/client/insights/page), parsed with the shared contract. */
export const insightsCalls: InsightsCalls = {
  async fetchInsights(id: string, range: InsightRange) {
    try {
      const answer = await api(
        insightsEndpoints.insightsPage,
        { id, range, tz_offset: tzOffset() },
        { showCodeMessage: false },
      );
      return answer.data;
    } catch (error) {
      if (error instanceof ApiCodeError && error.envelope.code === 0) return null;
      throw error;
    }
  },
};

/** The page centre's 7-day figures of every page of the member (/client/insights/summary). */
export const fetchSummary = () =>
  api(insightsEndpoints.insightsSummary, { tz_offset: tzOffset() }, { showErrorMessage: false }).then(
    (answer) => answer.data,
  );

/** The insights screen of a page. */
export const insightsPath = (id: string) => `/landing-page/insights/${encodeURIComponent(id)}`;
