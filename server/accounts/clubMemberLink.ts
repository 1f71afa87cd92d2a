import { eq } from 'drizzle-orm';
import { clubMembers, clubs } from '#server/db/schema';
import { isValidEmail } from '#kernel/lib/validators/email';
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

/** What a club sends its member: the links to register or log in with its encodedClubMemberId (`ecmid`). */
export interface ClubMemberInvitation {
  clubName: string;
  email: string;
  register: string;
  login: string;
}

/** Why no invitation was made: the e-mail is not an address, or the club is not one of ours. */
export type ClubMemberInvitationRefusal = 'invalidEmail' | 'noClub';

/**
 * The invitation for one club member (`npm run club-member-link`, the operator's tool while no back
 * office exists): refused for a malformed e-mail or an unknown club, so a link never names either.
 */
export async function inviteClubMember(
  deps: Pick<ServerDeps, 'db' | 'tokens' | 'now'>,
  publicUrl: string,
  clubId: number,
  email: string,
): Promise<ClubMemberInvitation | ClubMemberInvitationRefusal> {
  const address = email.trim().toLowerCase();
  if (!isValidEmail(address)) return 'invalidEmail';
  const [club] = await deps.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  if (!club) return 'noClub';
  const ecmid = await issueClubMemberId(deps, clubId, address);
  const link = (path: string) => {
    const url = new URL(path, publicUrl);
    url.searchParams.set('email', address);
    url.searchParams.set('ecmid', ecmid);
    return url.toString();
  };
  return { clubName: club.name, email: address, register: link('/register'), login: link('/login') };
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
