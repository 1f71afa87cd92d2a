import { emptyPerson, type PersonValues } from '#ui/person/personValues';
import { applyUserData } from '#ui/person/userValues';
import { decodeUserData } from '../shared/encodedUserData';

/**
 * The registration form's first values from the URL (spec part 3 §2 /register): encodedUserData
 * (param and query), the social sign-in's facebookEmail / facebookFirstName / facebookLastName, and
 * the plain email and name hints. What the provider says wins over encodedUserData for the names and
 * e-mail; the hints fill only what is still empty.
 */
export function registerPrefill(query: URLSearchParams, country: string, phoneCode: string): PersonValues {
  const values = emptyPerson(country, phoneCode);
  const data = decodeUserData(query.get('encodedUserData'));
  if (data) applyUserData(values, data);
  const provider = { email: query.get('facebookEmail'), first: query.get('facebookFirstName'), last: query.get('facebookLastName') };
  if (provider.email) values.email = provider.email;
  if (provider.first) values.first_name = provider.first;
  if (provider.last) values.last_name = provider.last;
  if (!values.email) values.email = query.get('email') ?? '';
  if (!values.first_name) values.first_name = query.get('name') ?? '';
  return values;
}
