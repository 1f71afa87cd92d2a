// The service fee (POST /api/service-fee/feasibility): total to pay = fee + booking amount.
import { fromPromise } from 'xstate';
import type { CheckServiceFeeInput, ServiceFee } from '#machines/booking';
import type { ApiClient } from '#api/client';
import { serviceFeeFeasibility } from '#kernel/contract/booking/fees';

export function feeActors(api: ApiClient) {
  return {
    checkServiceFee: fromPromise<ServiceFee, CheckServiceFeeInput>(async ({ input, signal }) => {
      const answer = await api.call(serviceFeeFeasibility, {
        body: {
          clubId: input.clubId,
          countryCode: input.countryCode,
          bookingAmount: Math.max(0, input.bookingAmount),
          sportId: input.sportId,
          courtId: input.courtId,
          priceId: input.priceId,
        },
        signal,
      });
      return { active: answer.active, feeAmount: answer.active ? answer.feeAmount : 0 };
    }),
  };
}
