import { eq } from 'drizzle-orm';
import { clubMembers, clubs } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';

/**
 * encodedClubMemberId (spec part 3 §2, §3): a club's link that makes the person who logs in or
 * registers with it a member of the club (club_members, what members-only clubs check). It is a token
 * the server signed for one club and one e-mail (TokenService.signClubMember), so a forwarded link
 * makes nobody else a member, and a made-up one makes nobody a member at all. It lasts 60 days.
 */
export async function issueClubMemberId(deps: Pick<ServerDeps, 'tokens' | 'now'>, clubId: number, email: string): Promise<string> {
  return deps.tokens.signClubMember({ clubId, email }, deps.now());
}

export type ClubMemberLinkOutcome = 'linked' | 'invalid' | 'otherPerson' | 'noClub';

/**
 * Links the account to the club the encodedClubMemberId names, when it is ours, unexpired and made out
 * to this account's e-mail. Never refuses the login or registration it rides on (a stale club link
 * must not lock a player out); the outcome is logged. Linking twice changes nothing.
 */
export async function linkClubMember(
  deps: Pick<ServerDeps, 'db' | 'tokens' | 'log' | 'now'>,
  user: { id: number; email: string },
  encoded: string | undefined,
): Promise<ClubMemberLinkOutcome | null> {
  if (!encoded) return null;
  const claim = await deps.tokens.verifyClubMember(encoded, deps.now());
  const outcome: ClubMemberLinkOutcome = !claim
    ? 'invalid'
    : claim.email !== user.email.toLowerCase()
      ? 'otherPerson'
      : (await clubExists(deps, claim.clubId))
        ? 'linked'
        : 'noClub';
  if (outcome === 'linked' && claim) {
    await deps.db.insert(clubMembers).values({ clubId: claim.clubId, userId: user.id }).onConflictDoNothing();
  }
  deps.log.info({ userId: user.id, clubId: claim?.clubId ?? null, outcome }, 'encodedClubMemberId');
  return outcome;
}

async function clubExists(deps: Pick<ServerDeps, 'db'>, clubId: number): Promise<boolean> {
  const [row] = await deps.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return Boolean(row);
}
