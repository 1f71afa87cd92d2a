// What the summary offers for a booking (spec part 2 §2, §4 "Insurance", "Cancel booking"): pure
// rules over the loaded booking, shared by the chart's guards and the selectors.
import type { SummaryBooking } from './bookingSummary.types';

type B = SummaryBooking | null | undefined;

/** Cancelled or exchanged bookings hide their booking info (spec §4 "Cancel booking"). */
export const isInactive = (b: B): boolean => b?.status === 'CANCELLED' || b?.status === 'EXCHANGED';

export const canPay = (b: B): boolean => Boolean(b && b.isPayable && b.payAmount > 0);

export const canDownpay = (b: B): boolean => Boolean(b && b.isDownpayable && b.downpayAmount > 0 && b.downpayAmount < b.payAmount);

/** The caller has credit at the booking's club and the booking has something to pay (pay-with-credit). */
export const canPayWithCredit = (b: B): boolean => Boolean(b && canPay(b) && b.creditBalance > 0);

/** An unbilled insurance the server would charge (payInsurance). */
export const canPayInsurance = (b: B): boolean => Boolean(b && b.hasInsurance && b.insuranceBilled === 'N' && b.insuranceCanBeCharged);

/** Spec §4 and §9: the pay-later prompt opens by itself when the club is in Colombia. */
export const shouldPromptInsurance = (b: B): boolean => canPayInsurance(b) && b?.club_country === 'CO';

/** The messaging app's share address (WhatsApp: the text prefilled, the contact chosen there). */
export const messagingUrl = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;
