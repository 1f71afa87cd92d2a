// The booking insurance plan (GET /api/booking-insurance/plan).
import { fromPromise } from 'xstate';
import type { FetchInsurancePlanInput, InsurancePlan } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { PlanDetails } from './views';
import { getInsurancePlan } from '#kernel/contract/booking/insurance';

export function toInsurancePlan(plan: ResponseOf<Endpoints['getInsurancePlan']>['plan']): PlanDetails {
  return {
    amount: plan.amount,
    amountUF: plan.amountUF,
    ufDate: plan.ufDate,
    ufValue: plan.ufValue,
    planCode: plan.planCode,
    policyAmount: plan.policyAmount,
    policyAmountUF: plan.policyAmountUF,
    policyAmountReinburstment: plan.policyAmountReinburstment,
    policyAmountReinburstmentUF: plan.policyAmountReinburstmentUF,
    url: plan.url,
    country: plan.country,
    currencyCode: plan.currencyCode,
  };
}

export function insuranceActors(api: ApiClient) {
  return {
    fetchInsurancePlan: fromPromise<InsurancePlan, FetchInsurancePlanInput>(async ({ input, signal }) => {
      const { plan } = await api.call(getInsurancePlan, { query: input, signal });
      return toInsurancePlan(plan);
    }),
  };
}
