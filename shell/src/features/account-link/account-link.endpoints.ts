import { baseApi } from '@booking-portal/shell/runtime';
import {
  ACCOUNT_PATHS,
  type AccountLinkDto,
  type AccountLinkTokenRequest,
} from '@booking-portal/api/contract';

const accountLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What a mailed link is for. A POST, so the token travels in the body and never in a logged path;
     * it only reads, and the link stays usable.
     */
    describeAccountLink: build.query<AccountLinkDto, AccountLinkTokenRequest>({
      query: (request) => ({ url: ACCOUNT_PATHS.accountLink, method: 'POST', body: request }),
      // A link is read once per visit: reading it again after it was used would only answer 404.
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useDescribeAccountLinkQuery } = accountLinkApi;
