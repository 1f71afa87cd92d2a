// What the login and register pages read from their URL (spec part 3 §2): the way back, the e-mail,
// the lead and enrolment hints, the club membership code and the social sign-in. "Params" of the spec's
// states and its query both arrive as query parameters here.
//
// Decisions (docs/decisions.md): ecmid is the short name of encodedClubMemberId (either works);
// existantLead=1 says the person already has an account (a notice asks to log in); enrolled=1 says
// a club enrolment was received (a notice asks to log in or register to follow it); leadCode is
// carried to registration and stored with the new account.

export interface EntryQuery {
  email: string;
  leadCode: string | null;
  existantLead: boolean;
  enrolled: boolean;
  encodedClubMemberId: string | null;
}

const yes = (value: string | null) => value === '1' || value === 'true' || value === 'Y';

export function readEntryQuery(query: URLSearchParams): EntryQuery {
  return {
    email: query.get('email') ?? '',
    leadCode: query.get('leadCode') || null,
    existantLead: yes(query.get('existantLead')),
    enrolled: yes(query.get('enrolled')),
    encodedClubMemberId: query.get('encodedClubMemberId') || query.get('ecmid') || null,
  };
}

/** The entry hints to carry from login to register and back (with the way back). */
export const ENTRY_KEYS = ['leadCode', 'existantLead', 'enrolled', 'encodedClubMemberId', 'ecmid'] as const;
