// One-click card enrolment: POST /api/webpayoneclick/users/{id}/enroll?source → the provider's page.
import { fromPromise } from 'xstate';
import type { StartOneClickEnrolmentInput, StartOneClickEnrolmentOutput } from '../../../../machines/cashier';
import type { ApiClient } from '../../../api/client';

export const oneClickActors = (api: ApiClient) => ({
  startOneClickEnrolment: fromPromise<StartOneClickEnrolmentOutput, StartOneClickEnrolmentInput>(async ({ input, signal }) => {
    const answer = await api.call('startOneClickEnrolment', { params: { id: input.userId }, query: { source: input.source }, body: {}, signal });
    return { redirectURL: answer.redirectURL };
  }),
});
