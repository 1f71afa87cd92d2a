// The booking-insurance step (spec part 1 §4.1 step 4, §9; part 2 §3, §5): when it is offered,
// what the plan call asks, when a Chilean plan is refused, and the choice's amounts.
import { CHILE } from '../booking.defaults';
import type { FetchInsurancePlanInput, InsuranceChoice, InsurancePlan, InsuranceSelection, ReservationContext } from './reservation.types';

type InsuranceFacts = Pick<ReservationContext, 'club' | 'mode' | 'brand'>;

/** Only when the club is one-click, there is no exchange, the main brand is in use and the club allows insurance. */
export function isInsuranceOffered({ club, mode, brand }: InsuranceFacts): boolean {
  return club.clubIsOneClick && mode !== 'exchange' && brand === 'main' && club.clubAllowsBookingInsurance;
}

/** The team size: the slot's player maximum (at least 1). */
export function insurancePlayers(context: Pick<ReservationContext, 'slot'>): number {
  const max = context.slot.bookinginsuranceMaxPlayersAmount;
  return typeof max === 'number' && max > 0 ? max : 1;
}

export function planInput(context: Pick<ReservationContext, 'slot' | 'search' | 'sport' | 'club'>): FetchInsurancePlanInput {
  return { timespan: context.search.timespan, players: insurancePlayers(context), sport_id: context.sport.id, club_id: context.club.id };
}

const missing = (value: number | null | undefined) => typeof value !== 'number' || !Number.isFinite(value);

/**
 * In Chile the plan is refused (the step closes as 'donotwant') when the UF value, the totals
 * (amount and amountUF) or the policy UF amounts are missing.
 */
export function isPlanRefused(plan: InsurancePlan): boolean {
  if (plan.country !== CHILE) return missing(plan.amount);
  return [plan.ufValue, plan.amount, plan.amountUF, plan.policyAmountUF, plan.policyAmountReinburstmentUF].some(missing);
}

export const DECLINED_INSURANCE: InsuranceChoice = {
  wantInsurance: false,
  amount: 0,
  amountUnitary: 0,
  playerCount: 0,
  planCode: null,
  selected: 'donotwant',
};

/** single: one player at the plan's amount; team: the player maximum times that amount. */
export function insuranceChoice(plan: InsurancePlan | null, selected: InsuranceSelection, players: number): InsuranceChoice {
  if (!plan || selected === 'donotwant' || missing(plan.amount)) return DECLINED_INSURANCE;
  const unit = plan.amount as number;
  const playerCount = selected === 'team' ? players : 1;
  return { wantInsurance: true, amount: unit * playerCount, amountUnitary: unit, playerCount, planCode: plan.planCode, selected };
}
