// The booking texts a club sport may require (spec part 1 §5 "enter who you play with", "enter the
// booking motive and arrival time") and the booker's LATAM Pass account id (part 1 §3
// LATAMPASSAccountId, §7 GET /api/users/{userId}/latampassid) with the special-character filter
// applied as they type (§5). Pure functions of the reservation's context.
import { latamPassAccountId, specialCharFilter } from '#kernel/lib/validators/latamPass';
import type { ClubSport } from '../booking.types';

export interface BookingTexts {
  /** The booker's LATAM Pass account id as typed, filtered (word characters, upper-cased). */
  latamPass: string;
  playWith: string;
  bookingMotive: string;
  /** 'HH:mm', club time. */
  arrivalTime: string;
}
export type BookingTextField = Exclude<keyof BookingTexts, 'latamPass'>;

export const NO_TEXTS: BookingTexts = { latamPass: '', playWith: '', bookingMotive: '', arrivalTime: '' };

/** GET /api/users/{userId}/latampassid */
export interface FetchLatamPassIdInput {
  userId: number;
}
export interface FetchLatamPassIdOutput {
  accountId: string | null;
}

type TextsCtx = { sport: Pick<ClubSport, 'latam_pass_enabled' | 'ask_play_with' | 'ask_motive_and_arrival'>; texts: BookingTexts };

const ARRIVAL = /^([01]\d|2[0-3]):[0-5]\d$/;

export const asksLatamPass = (c: TextsCtx) => c.sport.latam_pass_enabled === true;
export const lacksPlayWith = (c: TextsCtx) => c.sport.ask_play_with === true && c.texts.playWith.trim() === '';
export const lacksMotiveAndArrival = (c: TextsCtx) =>
  c.sport.ask_motive_and_arrival === true && (c.texts.bookingMotive.trim() === '' || !ARRIVAL.test(c.texts.arrivalTime));
/** An id typed that is not one (8–20 letters and digits); an empty field is no id, not a problem. */
export const hasBadLatamPass = (c: TextsCtx) =>
  asksLatamPass(c) && c.texts.latamPass !== '' && latamPassAccountId(c.texts.latamPass) === null;

/** The id the quote and booking carry for the booker: only a valid one, only where the club takes LATAM Pass. */
export const latamPassToSend = (c: TextsCtx): string | null => (asksLatamPass(c) ? latamPassAccountId(c.texts.latamPass) : null);

export const withLatamPass = (c: TextsCtx, typed: string): BookingTexts => ({ ...c.texts, latamPass: specialCharFilter(typed) });
export const withText = (c: TextsCtx, field: BookingTextField, value: string): BookingTexts => ({ ...c.texts, [field]: value });
/** The saved id prefills the field, unless the player already typed one (a draft). */
export const withSavedLatamPass = (c: TextsCtx, saved: string | null): BookingTexts =>
  c.texts.latamPass === '' && saved ? { ...c.texts, latamPass: specialCharFilter(saved) } : c.texts;

/** The booking's texts, sent only where the club sport asks for them. */
export function textsToSend(c: TextsCtx): { playWith?: string; bookingMotive?: string; arrivalTime?: string } {
  return {
    ...(c.sport.ask_play_with ? { playWith: c.texts.playWith.trim() } : {}),
    ...(c.sport.ask_motive_and_arrival ? { bookingMotive: c.texts.bookingMotive.trim(), arrivalTime: c.texts.arrivalTime } : {}),
  };
}
