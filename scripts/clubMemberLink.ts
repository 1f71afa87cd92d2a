// `npm run club-member-link -- <clubId> <email>`: the links a club sends one of its members so that
// registering or logging in with them makes that account the club's member (encodedClubMemberId,
// spec part 3 §2). The spec has no back-office call that issues them; until one exists the operator
// runs this against the server's own database and key (the same settings as `npm start`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inviteClubMember } from '#server/accounts/clubMemberLink';
import { TokenService } from '#server/auth/tokens';
import { openDatabase } from '#server/db/client';
import { readSettings } from '#server/settings';

const USAGE = 'usage: npm run club-member-link -- <clubId> <email>';

/** Whether a server answers on this port: embedded PGlite data can be opened by one process only. */
async function serverAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/config`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function main(args: string[]): Promise<number> {
  const [clubArg, email] = args;
  const clubId = Number(clubArg);
  if (!Number.isInteger(clubId) || clubId <= 0 || !email) {
    console.error(USAGE);
    return 2;
  }
  const settings = readSettings();
  if (!settings.databaseUrl && !existsSync(join(settings.dataDir, 'PG_VERSION'))) {
    console.error(`No database at ${settings.dataDir}: start the server once (npm start), or set DATA_DIR or DATABASE_URL.`);
    return 1;
  }
  if (!settings.databaseUrl && (await serverAnswers(settings.port))) {
    console.error(
      `A server answers on port ${settings.port}, and the embedded database at ${settings.dataDir} opens in one process only: stop it first (or use DATABASE_URL).`,
    );
    return 1;
  }
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.databaseUrl ? undefined : settings.dataDir });
  try {
    const tokens = await TokenService.create(database.db, process.env.JWT_SECRET);
    const answer = await inviteClubMember({ db: database.db, tokens, now: () => new Date() }, settings.publicUrl, clubId, email);
    if (answer === 'invalidEmail') console.error(`'${email}' is not an e-mail address.`);
    if (answer === 'noClub') console.error(`There is no club ${clubId}.`);
    if (typeof answer === 'string') return 1;
    console.log(`${answer.clubName}, for ${answer.email} (valid 60 days; only that e-mail's account becomes a member):`);
    console.log(`  new account: ${answer.register}`);
    console.log(`  existing account: ${answer.login}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
