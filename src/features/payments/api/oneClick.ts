// One-click card enrolment: POST /api/webpayoneclick/users/{id}/enroll?source[&returnTo] → the provider's page.
import { fromPromise } from 'xstate';
import type { StartOneClickEnrolmentInput, StartOneClickEnrolmentOutput } from '#machines/cashier';
import type { ApiClient } from '#api/client';
import { startOneClickEnrolment } from '#kernel/contract/payments/oneClick';

/**
 * @param returnTo where the app goes on once the card is enrolled, when the enrolment's input names
 *   none (the booking's summary the cashier was opened from: the player pays there with the new card).
 */
export const oneClickActors = (api: ApiClient, returnTo: () => string | null = () => null) => ({
  startOneClickEnrolment: fromPromise<StartOneClickEnrolmentOutput, StartOneClickEnrolmentInput>(async ({ input, signal }) => {
    const back = input.returnTo ?? returnTo();
    const query = { source: input.source, ...(back ? { returnTo: back } : {}) };
    const answer = await api.call(startOneClickEnrolment, { params: { id: input.userId }, query, body: {}, signal });
    return { redirectURL: answer.redirectURL };
  }),
});
