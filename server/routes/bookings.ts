import type { FastifyInstance } from 'fastify';
import { bookingContract, COMMON_ERRORS, type EndpointDef } from '#kernel/contract';
import type { BookUserEntryDto } from '#kernel/contract/booking';
import { courtBookings } from '#server/booking/reservations/courtBookings';
import { createBooking } from '#server/booking/reservations/createBooking';
import { answerInvitation, type PlayerAnswer } from '#server/booking/reservations/playerAnswers';
import { notifyInvitationAnswer } from '#server/notifications/invitationEvents';
import type { InvitationAnswer } from '#server/notifications/invitationTexts';
import { courtOf, resolveSlot } from '#server/booking/availability/findSlot';
import { roundSlot } from '#server/booking/golf/roundSlot';
import { requireClubSport } from '#server/booking/availability/loadContext';
import { accessRefusal } from '#server/booking/availability/sportBlocks';
import { cancelOwnBooking } from '#server/payments/cancelOwnBooking';
import { computeQuote, quoteAnswer } from '#server/booking/reservations/quote/quote';
import { entryAccountIds } from '#server/booking/reservations/latamPass';
import { exchangeBasis, exchangedBookingId } from '#server/booking/reservations/exchange/exchangeBasis';
import type { ServerDeps } from '#server/deps';
import { ApiFailure, callFailure } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';

interface SlotBody {
  clubId?: number;
  sportId?: number;
  courtId?: number;
  date: string;
  time: string;
  timespan: number;
  bookUserIds: BookUserEntryDto[];
  isElegibleForCrossBlock?: boolean;
}

/** The club, court and slot a quote or booking names; the body's ids, when sent, must match the path. */
async function slotOf(
  deps: ServerDeps,
  endpoint: EndpointDef,
  params: { clubId: number; sportId: number; courtId: number },
  body: SlotBody,
  auth: number,
) {
  const mismatch = (['clubId', 'sportId', 'courtId'] as const).some((k) => body[k] !== undefined && body[k] !== params[k]);
  if (mismatch) throw new ApiFailure(COMMON_ERRORS.INVALID_INPUT, 400, 'The body names another court');
  const people = body.bookUserIds.map((e) => e.userId);
  const twice = people.find((id, index) => people.indexOf(id) !== index);
  if (twice !== undefined) throw callFailure(endpoint, '-212', { userId: twice });
  const context = await requireClubSport(deps.db, params.clubId, params.sportId);
  // LATAMPASSAccountId: filtered and checked (and taken by this club sport) before anything is read or written.
  entryAccountIds(context, body.bookUserIds);
  const court = courtOf(context, params.courtId);
  if (context.club.dummy) throw callFailure(endpoint, '-375');
  const notAvailable = () => callFailure(endpoint, '-99');
  const nine = resolveSlot(context, court, { date: body.date, startTime: body.time, timespan: body.timespan }, deps.now(), notAvailable);
  // Golf 18 holes (isElegibleForCrossBlock): the round, priced for both nines.
  const slot = body.isElegibleForCrossBlock ? await roundSlot(deps.db, context, nine, auth, deps.now(), notAvailable) : nine;
  return { context, slot };
}

/** The club disabled the caller, or a sport block lasts (spec part 1 §6): -375 with the reason. */
async function refuseBlocked(deps: ServerDeps, endpoint: EndpointDef, params: { clubId: number; sportId: number }, userId: number) {
  const refusal = await accessRefusal(deps.db, params.clubId, params.sportId, userId, deps.now());
  if (refusal) throw callFailure(endpoint, '-375', refusal);
}

/** Spec part 1 §7: quotev2, bookingsv2 and the caller's bookings at a club; part 2 §7: cancel a booking (PATCH) and a player's answers. */
export function bookingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, bookingContract.requestQuote, async ({ params, body, auth }) => {
    const endpoint = bookingContract.requestQuote;
    const { context, slot } = await slotOf(deps, endpoint, params, body, auth.id);
    await refuseBlocked(deps, endpoint, params, auth.id);
    const changing = exchangedBookingId(body.bookUserIds);
    const exchange =
      changing === null
        ? null
        : await exchangeBasis(deps.db, endpoint, {
            bookingId: changing,
            callerId: auth.id,
            clubId: params.clubId,
            sportId: params.sportId,
            people: body.bookUserIds.length,
            now: deps.now(),
          });
    const quote = await computeQuote(deps.db, {
      exchange,
      context,
      slot,
      callerId: auth.id,
      entries: body.bookUserIds,
      discountBin: body.discountBin ?? null,
      promoCode: null,
      now: deps.now(),
    });
    // The booking's own problem and the booking user's fail the call; other players' stay in quotes[].
    const failure = quote.bookingProblem ?? quote.problems[0];
    if (failure)
      throw callFailure(
        endpoint,
        failure.code,
        failure.count !== null || failure.details
          ? { ...(failure.count !== null ? { count: failure.count } : {}), ...failure.details }
          : undefined,
      );
    return quoteAnswer(quote, body.bookUserIds);
  });

  registerEndpoint(app, deps, bookingContract.createBooking, async ({ params, body, auth }) => {
    const { context, slot } = await slotOf(deps, bookingContract.createBooking, params, body, auth.id);
    await refuseBlocked(deps, bookingContract.createBooking, params, auth.id);
    const holdLengthMs = deps.settings.holdSeconds ? deps.settings.holdSeconds * 1000 : null;
    return createBooking({ context, slot, callerId: auth.id, body, db: deps.db, payments: deps.payments, now: deps.now, holdLengthMs });
  });

  registerEndpoint(app, deps, bookingContract.cancelBooking, async ({ params, auth }) =>
    cancelOwnBooking(deps.payments, bookingContract.cancelBooking, auth.id, params.bookingId),
  );

  registerEndpoint(app, deps, bookingContract.listCourtBookings, async ({ params, query, auth }) => {
    const context = await requireClubSport(deps.db, params.clubId, params.sportId);
    return { bookings: await courtBookings(deps.db, context, auth.id, query.date, query.time, query.timespan) };
  });

  // A named player's answers (issue 10): spec part 2 §7's confirm and reject, and our leave.
  const answers: [PlayerAnswer, typeof bookingContract.confirmBookingPlayer][] = [
    ['confirm', bookingContract.confirmBookingPlayer],
    ['reject', bookingContract.rejectBookingPlayer],
    ['leave', bookingContract.leaveBooking],
  ];
  for (const [answer, endpoint] of answers) {
    registerEndpoint(app, deps, endpoint, async ({ params, auth }) => {
      const { player, changed } = await answerInvitation(deps.db, {
        bookingId: params.id,
        playerId: params.playerId,
        callerId: auth.id,
        answer,
        now: deps.now(),
      });
      if (changed && player.status !== 'INVITED')
        await notifyInvitationAnswer(deps.notifier, deps.db, params.id, player.user_id, player.status as InvitationAnswer);
      return { player };
    });
  }
}
