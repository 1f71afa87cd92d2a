import { buildApp } from './app';
import { migrateDatabase, openDatabase } from '#server/db/client';
import { seedDatabase } from '#server/db/seed';
import { seedDemoHistory } from '#server/db/seed/demoHistory';
import { keepStatistics } from '#server/db/statistics';
import { keepSettlingAttendance } from '#server/booking/reservations/attendance';
import { keepExpiringShortFreeBookings } from '#server/booking/reservations/minPlayersExpiry';
import { createMailer } from '#server/mail/createMailer';
import { keepClosingAccounts } from '#server/accounts/accountClosure';
import { keepSendingPushes } from '#server/notifications/push/pushSender';
import { keepExpiringChallenges } from '#server/match/expireChallenges';
import { serverClock } from './clock';
import { keepNotifyingFreedSlots } from '#server/booking/waitingList/freedSlots';
import { readSettings } from './settings';

/** `npm start`: one server for the app and /api, migrated and seeded at start. */
async function main(): Promise<void> {
  const started = performance.now();
  const settings = readSettings();
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.databaseUrl ? undefined : settings.dataDir });
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db, { production: settings.production });
  if (!settings.production) await seedDemoHistory(database.db);
  const mailer = createMailer(settings, console);
  const now = serverClock(settings.clockAt);
  const { app, deps } = await buildApp({ database, settings, mailer, now });
  const stopStatistics = keepStatistics(database, app.log);
  const stopExpiry = keepExpiringShortFreeBookings(database.db, app.log, settings.minPlayersExpirySeconds * 1000, now, deps.notifier);
  const stopAttendance = keepSettlingAttendance(database.db, app.log, settings.attendanceSeconds * 1000, now);
  const stopClosures = keepClosingAccounts(deps, app.log, settings.accountClosureSeconds * 1000);
  const stopPushes = keepSendingPushes(deps.notifier.push, app.log, settings.pushRetrySeconds * 1000);
  const stopChallengeExpiry = keepExpiringChallenges(database.db, app.log, undefined, now);
  const stopWaitingLists = keepNotifyingFreedSlots(database.db, app.log, settings.waitingListSeconds * 1000, deps.notifier, now);
  const close = async () => {
    stopPushes();
    stopClosures();
    stopChallengeExpiry();
    stopWaitingLists();
    stopStatistics();
    stopExpiry();
    stopAttendance();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: settings.port, host: settings.host });
  const where = database.kind === 'pglite' ? `PGlite at ${settings.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info(
    `Courtflow on ${settings.tls ? 'https' : 'http'}://localhost:${settings.port} — ${where} — ${seeded ? 'seeded' : 'seed unchanged'} — ready in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
