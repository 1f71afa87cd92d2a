// The status pages' actors as real calls through the API client (spec part 2 §7 "Payment status",
// "Cashier and cards"): the webpay status by token (or by webpay_id when only that came back), the
// one-click enrolment by token, the one-click payment by id, and a new one-click enrolment.
import { fromPromise } from 'xstate';
import type {
  CheckOneClickStatusInput,
  OneClickInfo,
  StartOneClickEnrolmentInput,
  StartOneClickEnrolmentOutput,
} from '#machines/oneClickEnrolment';
import type { CheckPaymentStatusInput, WebpayStatusAnswer } from '#machines/webpayStatus';
import type { ApiClient } from '#api/client';
import { getWebpayStatus, getWebpayStatusById } from '#kernel/contract/payments/webpay';
import { getOneClickEnrolment, getOneClickPayment, startOneClickEnrolment } from '#kernel/contract/payments/oneClick';

/** The machines only call with a reference: a missing one is a programming error. */
function required(value: string | null, name: string): string {
  if (!value) throw new Error(`status page: no ${name}`);
  return value;
}

export function webpayStatusActors(api: ApiClient) {
  return {
    checkPaymentStatus: fromPromise<WebpayStatusAnswer, CheckPaymentStatusInput>(async ({ input, signal }) => {
      if (input.token) return api.call(getWebpayStatus, { params: { token: input.token }, signal });
      const webpayId = Number(required(input.webpayId, 'webpay_id'));
      return api.call(getWebpayStatusById, { params: { webpayId }, signal });
    }),
  };
}

export function oneClickActors(api: ApiClient) {
  return {
    checkOneClickStatus: fromPromise<OneClickInfo, CheckOneClickStatusInput>(async ({ input, signal }) => {
      if (input.page === 'enrol') return api.call(getOneClickEnrolment, { params: { token: required(input.token, 'tbk_token') }, signal });
      return api.call(getOneClickPayment, { params: { id: Number(required(input.id, 'id')) }, signal });
    }),
    startOneClickEnrolment: fromPromise<StartOneClickEnrolmentOutput, StartOneClickEnrolmentInput>(async ({ input, signal }) => {
      const query = { source: input.source, ...(input.returnTo ? { returnTo: input.returnTo } : {}) };
      const { redirectURL } = await api.call(startOneClickEnrolment, { params: { id: input.userId }, query, signal });
      return { redirectURL };
    }),
  };
}
