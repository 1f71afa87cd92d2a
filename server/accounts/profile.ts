import type * as z from 'zod/mini';
import type { user as userSchema } from '#kernel/contract/account';
import type { users } from '#server/db/schema';

type UserRow = typeof users.$inferSelect;
type Profile = z.input<typeof userSchema>;
type BirthDate = NonNullable<Profile['birth_date']>;

const GENDERS = new Set(['M', 'F', 'O']);

/** 'YYYY-MM-DD' (the date column) → { year, month, day }. */
export function birthDateOf(value: string | null): BirthDate | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** The profile the getUser and updateUser calls answer (never the hash or the confirm token). */
export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    birth_date: birthDateOf(row.birthDate),
    gender: row.gender && GENDERS.has(row.gender) ? (row.gender as 'M' | 'F' | 'O') : null,
    phone: row.phone ?? null,
    foid_country: row.foidCountry,
    foid_type: row.foidType,
    foid_number: row.foidNumber,
    geo: row.geo ?? null,
    profilePicture: row.profilePicture,
    language: row.language,
    country_code: row.countryCode,
    role: row.role,
    corp: row.corp,
    // Subscriptions (prime) arrive with their own issue; until then nobody has one.
    subscription: { hasActiveSubscriptions: false, isEnabledInActiveCountry: false },
  };
}
