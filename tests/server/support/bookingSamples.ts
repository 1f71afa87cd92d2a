import type { EndpointId } from '#kernel/contract';

// Valid requests for the court booking calls, on seeded data: club 1 (Club Pádel Vitacura), padel
// (sport 1), court 1 (Cancha 1), tomorrow at 19:00 club time. The demo player is the first seeded
// account (id 1), the user the contract-wide tests call with.

const DEMO_PLAYER_ID = 1;
const tomorrow = () => new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
const court = { clubId: 1, sportId: 1, courtId: 1 };
const quote = () => ({ date: tomorrow(), time: '19:00:00', timespan: 60, bookUserIds: [{ userId: DEMO_PLAYER_ID }] });

type Sample = { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown };

export const BOOKING_SAMPLES: Partial<Record<EndpointId, () => Sample>> = {
  listClubs: () => ({ query: { page: '1', pageSize: '10' } }),
  getClubSport: () => ({ params: { clubId: 1, sportId: 1 } }),
  getSchedule: () => ({ params: { clubId: 1, sportId: 1 }, query: { date: tomorrow() } }),
  getClubTimeslots: () => ({ params: { clubId: 1, sportId: 1 }, query: { date: tomorrow(), time: '19:00:00', timespan: '60' } }),
  searchTimeslots: () => ({
    params: { sportId: 1 },
    query: { date: tomorrow(), time: '19:00:00', timespan: '60', latitude: '-33.4', longitude: '-70.6' },
  }),
  // A teacher's no-show mark: both operations (the body is a union of the cancel and cancel + no-show).
  teacherUpdateBooking: () => ({
    body: [
      { op: 'replace', path: '/status', value: 'CANCELLED' },
      { op: 'replace', path: '/noShow', value: 'Y' },
    ],
  }),
  createHold: () => ({ params: court, body: { userId: DEMO_PLAYER_ID, date: tomorrow(), startTime: '19:00:00', endTime: '20:00:00' } }),
  releaseSlotHold: () => ({ params: court, query: { date: tomorrow(), startTime: '19:00:00', endTime: '20:00:00' } }),
  requestQuote: () => ({ params: court, body: quote() }),
  createBooking: () => ({
    params: court,
    body: { ...quote(), action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] },
  }),
  listCourtBookings: () => ({ params: { clubId: 1, sportId: 1 }, query: { date: tomorrow() } }),
  serviceFeeFeasibility: () => ({ body: { clubId: 1, countryCode: 'CL', bookingAmount: 20000, sportId: 1, courtId: 1 } }),
  couponsSummary: () => ({ params: { clubId: 1, sportId: 1 } }),
  offersAvailability: () => ({ query: { country: 'CL' } }),
  getInsurancePlan: () => ({ query: { timespan: '60', players: '4', sport_id: '1', club_id: '1' } }),
};
