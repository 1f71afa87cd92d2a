import type { ErrorMeaning } from '../endpoint';

// Error codes of the payment calls (spec part 2 §8 "Booking and activity payment", "Card enrolment";
// part 3 §8 "Cards"). The same code means different things in different calls, so each call has
// its own table; these are the rows they share.

export const PAY_ERRORS: Record<string, ErrorMeaning> = {
  '-1698': { status: 409, meaning: 'A payment of this booking (or of the caller) is already in progress' },
  '-133': { status: 422, meaning: 'The card is not enrolled (not one of the caller’s saved cards of this method)' },
  '-44': { status: 424, meaning: 'The card provider could not be reached; check the bookings before trying again' },
  '-400': { status: 400, meaning: 'Nothing to pay, an action or form of payment this booking or club does not offer' },
};

/** POST .../subscriptions (user or club) and the pre-check. */
export const CARD_ENROLMENT_ERRORS: Record<string, ErrorMeaning> = {
  '-375': { status: 422, meaning: 'Maximum saved cards reached (details.maxCards)' },
  '-376': { status: 409, meaning: 'This card is already saved' },
  '-333': { status: 422, meaning: 'The provider refused the card (details.msg, details.internalCode)' },
  '-12': { status: 422, meaning: 'The profile needs an ID number before a card can be saved with this method' },
  '-901': { status: 422, meaning: 'A provider error, passed through (details.internalCode)' },
  '-487': { status: 409, meaning: 'Another account already has this ID number' },
};
