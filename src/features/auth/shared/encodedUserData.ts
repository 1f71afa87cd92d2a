// encodedUserData (spec part 3 §2 /register param and query): a person's data handed to the
// registration form to prefill it, by the social check or by a link from elsewhere. Decision
// (docs/decisions.md): base64url of a JSON object with the user's fields (first_name, last_name,
// email, phone, foid_country, foid_type, foid_number, birth_date, gender); anything else, or
// anything unreadable, is ignored.
import * as z from 'zod/mini';
import { birthDate, phone } from '#kernel/contract/account';

const userData = z.object({
  first_name: z.optional(z.string().check(z.maxLength(100))),
  last_name: z.optional(z.string().check(z.maxLength(100))),
  email: z.optional(z.nullable(z.string().check(z.maxLength(254)))),
  phone: z.optional(z.nullable(phone)),
  foid_country: z.optional(z.nullable(z.string().check(z.maxLength(2)))),
  foid_type: z.optional(z.nullable(z.string().check(z.maxLength(10)))),
  foid_number: z.optional(z.nullable(z.string().check(z.maxLength(30)))),
  birth_date: z.optional(z.nullable(birthDate)),
  gender: z.optional(z.nullable(z.enum(['M', 'F', 'O']))),
});
export type EncodedUserData = z.infer<typeof userData>;

const toBase64Url = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export function encodeUserData(data: EncodedUserData): string {
  return toBase64Url(JSON.stringify(data));
}

export function decodeUserData(encoded: string | null | undefined): EncodedUserData | null {
  if (!encoded) return null;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = userData.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
