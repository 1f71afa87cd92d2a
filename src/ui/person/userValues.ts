import type { User } from '#kernel/contract/account';
import type { PersonValues } from './personValues';

type Nullable<T> = { [K in keyof T]?: T[K] | null };
type UserFields = Nullable<
  Pick<User, 'first_name' | 'last_name' | 'email' | 'phone' | 'foid_country' | 'foid_type' | 'foid_number' | 'birth_date' | 'gender'>
>;

/** Copies a user's fields (the profile, or decoded encodedUserData) into form values. */
export function applyUserData(values: PersonValues, data: UserFields): PersonValues {
  if (data.first_name) values.first_name = data.first_name;
  if (data.last_name) values.last_name = data.last_name;
  if (data.email) values.email = data.email;
  if (data.phone)
    Object.assign(values, { phoneCode: data.phone.phoneCode, phoneCountry: data.phone.phoneCountry, phoneNumber: data.phone.phoneNumber });
  if (data.foid_number) {
    values.foidNumber = data.foid_number;
    if (data.foid_country) values.foidCountry = data.foid_country;
    if (data.foid_type) values.foidType = data.foid_type;
  }
  if (data.birth_date) {
    values.birthYear = String(data.birth_date.year);
    values.birthMonth = String(data.birth_date.month);
    values.birthDay = String(data.birth_date.day);
  }
  if (data.gender) values.gender = data.gender;
  return values;
}
