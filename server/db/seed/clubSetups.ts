import type { clubRules, clubSports } from '../schema';
import type { SPORT_ID } from './sports';

// How each demo club takes bookings: its sports (hours in club time, durations, prices per duration in
// minor units of the club's currency, form fields), rules, extras, fees, codes and coupons. Together
// they cover every rule of the booking flow with seeded data (see docs/decisions.md, court booking).

type SportCode = keyof typeof SPORT_ID;
type SportConfig = Omit<Partial<typeof clubSports.$inferInsert>, 'clubId' | 'sportId'>;

export interface PriceBand {
  timespan: number;
  amount: number;
  /** Minutes of the club's day, [from, to). */
  fromMinute?: number;
  toMinute?: number;
}

export interface SportSetup {
  config: SportConfig;
  prices: PriceBand[];
  /** Court name → its own prices (a free court, a capacity court's seat price). */
  courtPrices?: Record<string, PriceBand[]>;
}

export interface ClubSetup {
  rules?: Omit<Partial<typeof clubRules.$inferInsert>, 'clubId'>;
  sports: Partial<Record<SportCode, SportSetup>>;
  ancillaries?: {
    name: string;
    amount: number;
    onlinePayment: boolean;
    minItems?: number;
    maxItems?: number;
    sport?: SportCode;
    dispenser?: boolean;
  }[];
  serviceFee?: { percentBasisPoints: number; fixedAmount: number };
  discountCodes?: {
    code: string;
    percentOff?: number;
    amountOff?: number;
    bins?: string[];
    maxUses?: number;
    usedCount?: number;
    minAmount?: number;
  }[];
  coupons?: { name: string; pluralName: string; gender: 'M' | 'F'; sport?: SportCode }[];
}

const HOUR = 60;
const evening = (timespan: number, amount: number): PriceBand => ({ timespan, amount, fromMinute: 18 * HOUR, toMinute: 48 * HOUR });
const flat = (pairs: [number, number][]): PriceBand[] => pairs.map(([timespan, amount]) => ({ timespan, amount }));
const free = (timespans: number[]): PriceBand[] => timespans.map((timespan) => ({ timespan, amount: 0 }));

export const CLUB_SETUPS: Record<string, ClubSetup> = {
  'club-padel-vitacura': {
    rules: { oneClick: true, allowsInsurance: true, maxActiveBookings: 10, maxBookingsPerDay: 4 },
    sports: {
      padel: {
        config: {
          timespans: [60, 90, 120],
          opensMinute: 7 * HOUR,
          closesMinute: 25 * HOUR,
          includeTyc: true,
          tycUrl: '/demo/reglamento-club-padel-vitacura.html',
          tycText: 'Acepto el reglamento del club',
          waitingListEnabled: true,
          additionalTextData: 'Llega 10 minutos antes: las pelotas se retiran en recepción.',
          dataConfig: [
            { dataConfigId: 1, name: 'Nivel de juego', mandatory: true },
            { dataConfigId: 2, name: 'Patente del auto', mandatory: false },
          ],
        },
        prices: [
          ...flat([
            [60, 20000],
            [90, 28000],
            [120, 36000],
          ]),
          evening(60, 26000),
          evening(90, 36000),
          evening(120, 46000),
        ],
        courtPrices: { 'Cancha 4': free([60, 90, 120]), 'Clínica de pádel': flat([[60, 8000]]) },
      },
      tennis: {
        config: { timespans: [60, 120], opensMinute: 7 * HOUR, closesMinute: 23 * HOUR },
        prices: flat([
          [60, 15000],
          [120, 28000],
        ]),
      },
    },
    ancillaries: [
      { name: 'Tubo de pelotas', amount: 4500, onlinePayment: true, maxItems: 3, sport: 'padel' },
      { name: 'Arriendo de paleta', amount: 3000, onlinePayment: false, maxItems: 4, sport: 'padel' },
    ],
    serviceFee: { percentBasisPoints: 300, fixedAmount: 0 },
    discountCodes: [
      { code: 'PADEL10', percentOff: 10, maxUses: 500 },
      { code: 'VERANO5000', amountOff: 5000, minAmount: 15000 },
      { code: 'BANCO20', percentOff: 20, bins: ['450799', '520000'] },
      { code: 'AGOTADO', percentOff: 50, maxUses: 1, usedCount: 1 },
    ],
    coupons: [{ name: 'Cupón pádel', pluralName: 'Cupones pádel', gender: 'M', sport: 'padel' }],
  },
  'golf-la-dehesa': {
    sports: {
      golf: {
        config: {
          timespans: [120, 240],
          opensMinute: 7 * HOUR,
          closesMinute: 19 * HOUR,
          stepMinutes: 10,
          maxPlayers: 4,
        },
        prices: flat([
          [120, 45000],
          [240, 80000],
        ]),
      },
    },
    // Handed out by the driving range's dispenser when the player scans its QR code.
    ancillaries: [{ name: 'Balde de pelotas', amount: 3000, onlinePayment: true, maxItems: 4, sport: 'golf', dispenser: true }],
  },
  'tenis-vina-del-mar': {
    rules: { onlinePayment: false, residencyCityId: 5109 },
    sports: {
      tennis: {
        config: {
          timespans: [60, 90],
          opensMinute: 8 * HOUR,
          closesMinute: 22 * HOUR,
          askForComments: true,
          textForComments: 'Indica con quién juegas',
          // The club that asks for at least 5 characters of comments (spec part 1 §5).
          commentsMinLength: 5,
        },
        prices: flat([
          [60, 12000],
          [90, 17000],
        ]),
      },
    },
  },
  'palermo-padel': {
    rules: { downpayPercent: 30, blocksPendingPayment: true, maxActiveBookings: 4, maxBookingsPerDay: 2 },
    sports: {
      padel: {
        config: {
          timespans: [60, 90],
          opensMinute: 9 * HOUR,
          closesMinute: 24 * HOUR,
          maxActiveForSport: 3,
          maxPerDayForSport: 2,
          maxActivePerDayForSport: 2,
        },
        prices: flat([
          [60, 2500000],
          [90, 3600000],
        ]),
      },
      football: {
        // A simple search at a fixed 01:00:00 (the spec's one sport, as a setting): the date only, the day's first free starts.
        config: {
          timespans: [60],
          opensMinute: 9 * HOUR,
          closesMinute: 24 * HOUR,
          maxPlayers: 10,
          simpleSearch: true,
          fixedSearchTime: '01:00:00',
        },
        prices: flat([[60, 6000000]]),
      },
    },
  },
  'sao-paulo-tenis-clube': {
    sports: {
      tennis: {
        // No day schedule (offer_schedule off); bookable a month ahead (maxdate).
        config: { timespans: [60, 90], opensMinute: 6 * HOUR, closesMinute: 24 * HOUR, offerSchedule: false, daysAhead: 30 },
        prices: flat([
          [60, 12000],
          [90, 17000],
        ]),
      },
      padel: {
        config: { timespans: [60, 90], opensMinute: 7 * HOUR, closesMinute: 25 * HOUR },
        prices: flat([
          [60, 15000],
          [90, 21000],
        ]),
      },
    },
    serviceFee: { percentBasisPoints: 500, fixedAmount: 0 },
    discountCodes: [{ code: 'BEMVINDO', percentOff: 15 }],
  },
  'bogota-futbol-5': {
    rules: { oneClick: true, allowsInsurance: true },
    sports: {
      football: {
        // simple_search: a single other free hour is opened at once.
        config: { timespans: [60, 90], opensMinute: 8 * HOUR, closesMinute: 24 * HOUR, maxPlayers: 10, simpleSearch: true },
        prices: flat([
          [60, 120000],
          [90, 170000],
        ]),
      },
    },
    ancillaries: [{ name: 'Balón', amount: 5000, onlinePayment: true, minItems: 1, maxItems: 2, sport: 'football' }],
  },
  'lima-padel-miraflores': {
    sports: {
      padel: {
        // hide_price_mode ALL: the slot lists show no prices here (the summary's quote does).
        config: { timespans: [60, 90], opensMinute: 8 * HOUR, closesMinute: 23 * HOUR, bookForOthers: 'NOT_ALLOWED', hidePriceMode: 'ALL' },
        prices: flat([
          [60, 8000],
          [90, 11500],
        ]),
      },
    },
  },
  'polanco-padel': {
    sports: {
      padel: {
        config: { timespans: [60, 90], opensMinute: 7 * HOUR, closesMinute: 23 * HOUR, bookForOthers: 'SAME_TIME' },
        prices: flat([
          [60, 45000],
          [90, 65000],
        ]),
      },
      tennis: { config: { timespans: [60], opensMinute: 7 * HOUR, closesMinute: 22 * HOUR }, prices: flat([[60, 40000]]) },
    },
  },
  'miami-beach-tennis': {
    rules: { holdMinutes: 10 },
    sports: {
      tennis: {
        config: { timespans: [60, 90], opensMinute: 7 * HOUR, closesMinute: 22 * HOUR },
        prices: flat([
          [60, 4000],
          [90, 5500],
        ]),
      },
      padel: {
        config: { timespans: [60, 90], opensMinute: 7 * HOUR, closesMinute: 22 * HOUR },
        prices: flat([
          [60, 6000],
          [90, 8500],
        ]),
      },
    },
    serviceFee: { percentBasisPoints: 0, fixedAmount: 150 },
  },
  'sportlife-santiago': {
    sports: {
      padel: {
        config: { timespans: [60, 90] },
        prices: flat([
          [60, 18000],
          [90, 25000],
        ]),
      },
    },
  },
  'sportlife-nunoa': {
    sports: {
      padel: {
        config: { timespans: [60, 90] },
        prices: flat([
          [60, 18000],
          [90, 25000],
        ]),
      },
      // opens_whole_day: more than one slot at the searched hour opens the whole day's.
      football: { config: { timespans: [60], maxPlayers: 14, opensWholeDay: true }, prices: flat([[60, 60000]]) },
    },
  },
  'sportlife-maipu': {
    sports: {
      padel: {
        // Takes LATAM Pass (the booker's account id) and asks who they play with, the booking's motive
        // and the arrival time (spec part 1 §5's texts).
        config: { timespans: [60, 90], latamPassEnabled: true, askPlayWith: true, askMotiveAndArrival: true },
        prices: flat([
          [60, 16000],
          [90, 22000],
        ]),
      },
    },
  },
  'club-privado-lo-curro': {
    sports: {
      tennis: {
        config: { timespans: [60, 90] },
        prices: flat([
          [60, 10000],
          [90, 14000],
        ]),
      },
    },
  },
  'concepcion-padel-pronto': { sports: { padel: { config: { timespans: [60] }, prices: flat([[60, 15000]]) } } },
};
