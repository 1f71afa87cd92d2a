import type { SocialCheck, SocialSignIn } from '#machines/login';
import { encodeUserData } from './encodedUserData';

/**
 * The /register query after a social check that did not log in (spec part 3 §2 register params
 * facebookToken, facebookUserId, facebookEmail, facebookFirstName, facebookLastName, encodedUserData):
 * the provider's token and the fields to prefill (an existing account's phone and document too).
 */
export function socialRegisterQuery({
  facebookUserId,
  facebookToken,
  check,
}: SocialSignIn & { check: SocialCheck }): Record<string, string> {
  const f = check.fields;
  return {
    facebookToken,
    facebookUserId,
    facebookEmail: f.email ?? '',
    facebookFirstName: f.first_name,
    facebookLastName: f.last_name,
    encodedUserData: encodeUserData({
      phone: f.phone,
      foid_country: f.foid_country,
      foid_type: f.foid_type,
      foid_number: f.foid_number,
    }),
  };
}
