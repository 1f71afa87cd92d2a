import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import {
  apiCall,
  findPaidSlot,
  holdSlot,
  logIn,
  logInByApi,
  openBrowser,
  PLAYER,
  startServer,
  userIdOf,
  type PaidSlot,
  type RunningServer,
  VITACURA,
} from './support';

// Issue 12, check-in as a player walks it: a booking at Club Pádel Vitacura starting within the next
// two hours (its seeded window opens 120 minutes before the start; radius 300 m), the browser's
// geolocation faked inside the radius → checked in, then again → already checked in; another booking
// with the position 1.1 km away → out of range, with a retry button (a browser, not the native shell).

const CLUB = { latitude: -33.3932, longitude: -70.5945 };
const NEAR = { latitude: -33.3921, longitude: -70.5945, accuracy: 10 };
const FAR = { latitude: -33.3832, longitude: -70.5945, accuracy: 10 };

let server: RunningServer;

/** Today in Santiago (the real date), and the server's clock set to 14:30 there: the club is open then. */
const TODAY = formatInTimeZone(new Date(), 'America/Santiago', 'yyyy-MM-dd');
const CLUB_CLOCK = fromZonedTime(`${TODAY}T14:30:00`, 'America/Santiago');
/** The next two whole hours at the club by that clock: the check-in window (120 minutes) is open for both. */
const NEXT_HOURS = ['15:00:00', '16:00:00'];

before(async () => {
  // The server's clock (CLOCK_AT, server/clock.ts) rather than the real hour, so that the test runs at
  // any time of day: at night the club has no game starting within two hours.
  server = await startServer({ CLOCK_AT: CLUB_CLOCK.toISOString() });
});

after(async () => {
  await server?.stop();
});

/** Of those hours, the ones the club is open at: some court has a slot starting then (booked or not). */
async function openHoursAtClub(token: string, date: string, hours: string[]): Promise<string[]> {
  const open: string[] = [];
  for (const time of hours) {
    const query = new URLSearchParams({ date, time, timespan: '60' });
    const answer = await apiCall(server.url, token, 'GET', `/api/sports/${VITACURA.padel}/clubs/${VITACURA.id}/timeslots?${query}`);
    assert.equal(answer.status, 200, `timeslots answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const slots = answer.body.timeslots as { local_start_time: string }[];
    if (slots.some((slot) => slot.local_start_time.startsWith(time.slice(0, 5)))) open.push(time);
  }
  return open;
}

/** Books a slot (reserve now, pay later) through the API, as the app would. */
async function bookNow(token: string, slot: PaidSlot): Promise<number> {
  const held = await holdSlot(server.url, token, slot);
  assert.equal(held.status, 200, `the hold answered ${held.status}: ${JSON.stringify(held.body)}`);
  const booked = await apiCall(
    server.url,
    token,
    'POST',
    `/api/clubs/${slot.clubId}/sports/${slot.sportId}/courts/${slot.courtId}/bookingsv2`,
    {
      date: slot.date,
      time: slot.startTime,
      timespan: 60,
      bookUserIds: [{ userId: userIdOf(token) }],
      dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
      action: 'book',
    },
  );
  assert.equal(booked.status, 200, `bookingsv2 answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  return booked.body.bookingId as number;
}

describe('check-in with the device position', () => {
  it('inside the club radius: checked in, then already checked in; 1.1 km away: out of range, with retry', async () => {
    const date = TODAY;
    const token = await logInByApi(server.url, PLAYER);
    const open = await openHoursAtClub(token, date, NEXT_HOURS);
    assert.ok(open.length > 0, `the club has no slot at ${NEXT_HOURS.join(' or ')} on ${date}`);
    const first = await findPaidSlot(server.url, token, date, open);
    const second = await findPaidSlot(server.url, token, date, open, [first.courtId]);
    const [inside, outside] = [await bookNow(token, first), await bookNow(token, second)];

    const b = await openBrowser('mobile');
    const { page, context } = b;
    try {
      await context.grantPermissions(['geolocation'], { origin: server.url });
      await context.setGeolocation(NEAR);
      await logIn(page, server.url, PLAYER);

      await page.goto(`${server.url}/check_in/${inside}`);
      await page.getByText('¡Check-in listo!').waitFor();
      await page.getByText('Registramos tu llegada al club. ¡Buen partido!').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Reintentar' }).count(), 0, 'no retry after a success');

      await page.goto(`${server.url}/check_in/${inside}`);
      await page.getByText('Ya hiciste check-in').waitFor();

      await context.setGeolocation(FAR);
      await page.goto(`${server.url}/check_in/${outside}`);
      await page.getByText('Estás lejos del club').waitFor();
      // In a browser the player may try again, e.g. once closer to the club.
      await context.setGeolocation(NEAR);
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByText('¡Check-in listo!').waitFor();

      // The server kept one check-in per booking: a third try through the API says so too.
      const again = await apiCall(server.url, token, 'POST', `/api/check_in/${outside}`, { id: outside, ...CLUB });
      assert.deepEqual(again.body, { error: false, code: '0', result: 'ALREADY_CHECKED_IN' });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
