// What the screens show beyond the machine's own types: the actors hand the machine objects of these
// wider shapes (a subtype passes through the machine unchanged), and the screens read the extra
// fields back with the helpers below. One place for the widening, so no view casts by itself.
import type { Club, ClubListItem, ClubSport, Coupon, InsurancePlan, Quote, SportListItem, Timeslot } from '#machines/booking';
import type { PriceLineDto, BookingChangeDto } from '#kernel/contract/booking';

/** A club in the list: where it is, what it offers and how it behaves when chosen. */
export interface ClubCard extends ClubListItem {
  city?: string;
  address?: string;
  /** The club's sports, by stable code (the app names them in the reader's language). */
  sports?: { code?: string; name: string }[];
  /** The club's language: its name and address are the club's text. */
  language_code?: string;
  subClubsCount?: number;
  dummy?: boolean;
  membersOnly?: boolean;
  /** The caller's favourite (fromPreferred): the star is on. */
  favourite?: boolean;
  /** Alternative clubs: the first free hour there and how many courts. */
  hour?: string | null;
  count?: number | null;
}

export interface ClubDetails extends Club {
  /** The club's language: text the club entered (field names, terms, extras) is marked with it. */
  language_code?: string;
  address?: string;
  city?: string;
  image?: string | null;
  phone?: string | null;
  onlinePaymentEnabled?: boolean;
}

export interface SportCard extends SportListItem {
  /** The sport's stable code (padel, tennis...): the app names it in the reader's language. */
  code?: string;
  defaultTimeSpan?: number;
}

export interface ClubSportDetails extends ClubSport {
  code?: string;
  tyc_text?: string | null;
  field_name?: string;
  /** Players on one booking, the booking user included. */
  maxPlayers?: number;
  holdMinutes?: number;
}

export interface SlotPrice {
  /** Minor units of the club's currency. */
  amount: number;
  currencyCode: string;
}

export interface SlotCardData extends Timeslot {
  price?: SlotPrice | null;
  timespan?: number;
  courtSort?: number;
  clubName?: string;
  /** Capacity courts: seats left. */
  availableCapacity?: number | null;
  /** The caller's own booking covers this slot (it is shown as theirs, not offered). */
  bookedByMe?: boolean;
  bookingId?: number | null;
}

/** A quote with every line of its price (the answer's priceLines). */
export interface QuoteDetails extends Quote {
  priceLines?: PriceLineDto[];
  /** A change: what the booking being changed brings (already paid, fee and insurance kept). */
  bookingChange?: BookingChangeDto | null;
}

export interface CouponCard extends Coupon {
  couponsName?: string;
}

export interface PlanDetails extends InsurancePlan {
  currencyCode?: string;
}

/** A court's day in the schedule (GET .../schedule). */
export interface ScheduleCourtView {
  courtId: number;
  courtText: string;
  cells: { local_start_time: string; local_end_time: string; status: 'free' | 'taken' | 'mine' | 'past' }[];
}

export const clubCard = (club: ClubListItem): ClubCard => club;
export const clubDetails = (club: Club | null): ClubDetails | null => club;
export const sportCard = (sport: SportListItem): SportCard => sport;
export const sportDetails = (sport: ClubSport | null): ClubSportDetails | null => sport;
export const slotCard = (slot: Timeslot): SlotCardData => slot;
export const couponCard = (coupon: Coupon): CouponCard => coupon;
export const quoteDetails = (quote: Quote | null): QuoteDetails | null => quote;
export const planDetails = (plan: InsurancePlan | null): PlanDetails | null => plan;
export const scheduleCourts = (schedule: unknown[]): ScheduleCourtView[] => schedule as ScheduleCourtView[];
