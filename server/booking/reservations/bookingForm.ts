import type * as z from 'zod/mini';
import { COMMON_ERRORS, type bookingContract } from '#kernel/contract';
import type { BookingInsurance } from '#server/db/schema';
import { ApiFailure } from '#server/http/apiFailure';
import type { ClubSportContext } from '#server/booking/availability/clubContext';
import type { InsurancePlanDto } from './insurancePlan';
import type { Quote } from './quote/quote';
import { missingAncillaries } from './quote/pricing';

export type BookingBody = z.output<typeof bookingContract.createBooking.body>;

const invalid = (message: string, details: Record<string, unknown>) => new ApiFailure(COMMON_ERRORS.INVALID_INPUT, 400, message, details);

/**
 * The booking form's own rules (spec part 1 §5), checked again by the server: comments when the sport
 * asks for them, who you play with and the motive and arrival time when it asks, mandatory custom fields, extras below min_items, and an action the quote offers
 * (any action books directly when there is nothing to pay).
 */
export function checkBookingForm(context: ClubSportContext, body: BookingBody, quote: Quote): void {
  // Nothing to pay: whatever the action, it books directly (spec part 1 §4.4).
  const free = quote.actions.paymentAmounts.pay <= 0;
  if (!free && !quote.actions.actions.includes(body.action))
    throw invalid('This action is not offered for this booking', { action: body.action, actions: quote.actions.actions });
  if (context.config.askForComments && (body.comments?.trim().length ?? 0) < context.config.commentsMinLength)
    throw invalid('Missing information: comments', { missing: ['comments'], minLength: context.config.commentsMinLength });
  if (context.config.askPlayWith && !body.playWith?.trim())
    throw invalid('Missing information: who you play with', { missing: ['playWith'] });
  if (context.config.askMotiveAndArrival) {
    const missingTexts = [!body.bookingMotive?.trim() && 'bookingMotive', !body.arrivalTime && 'arrivalTime'].filter(Boolean);
    if (missingTexts.length > 0) throw invalid('Missing information: the booking motive and arrival time', { missing: missingTexts });
  }
  const values = new Map((body.dataConfigValues ?? []).map((v) => [v.dataConfigId, v.value.trim()]));
  const missing = context.config.dataConfig.filter((f) => f.mandatory && !values.get(f.dataConfigId)).map((f) => f.name);
  if (missing.length > 0) throw invalid('Missing mandatory fields', { missing });
  const short = missingAncillaries(quote.facts, quote.shares[0]);
  if (short.length > 0) throw invalid('Not enough of a required extra item', { ancillaries: short });
}

/**
 * The insurance the booking carries: none unless chosen; a choice must match the club's plan (the
 * plan's amount per player, one player or the sport's player maximum, their product as the total).
 */
export function checkedInsurance(context: ClubSportContext, body: BookingBody, plan: InsurancePlanDto | null): BookingInsurance | null {
  const choice = body.insuranceInformation;
  if (!choice || choice.selected === 'donotwant') return null;
  const players = choice.selected === 'team' ? context.config.maxPlayers : 1;
  const valid =
    plan !== null &&
    plan.amount !== null &&
    choice.planCode === plan.planCode &&
    choice.amountUnitary === plan.amount &&
    choice.playerCount === players &&
    choice.amountTotal === plan.amount * players;
  if (!valid)
    throw invalid('The insurance does not match the plan', {
      plan: plan?.planCode ?? null,
      amount: plan?.amount ?? null,
      playerCount: players,
    });
  return { planCode: plan.planCode, playerCount: players, amountUnitary: plan.amount!, amountTotal: plan.amount! * players, billed: false };
}
