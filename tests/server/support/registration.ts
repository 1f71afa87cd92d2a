import { rutCheckDigit } from '#kernel/lib/validators/rut';

/** A valid Chilean RUT nobody else has (with high probability), written with dots as people type it. */
export function freshRut(): string {
  const body = String(10_000_000 + Math.floor(Math.random() * 15_000_000));
  return `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${rutCheckDigit(body)}`;
}

/** A valid registration body with a fresh e-mail and RUT; override fields per test. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Martina',
    last_name: 'González',
    email: `martina.${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 's3cret-pass',
    repeat_password: 's3cret-pass',
    phone: { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '987654321' },
    foid_country: 'CL',
    foid_type: 'NI',
    foid_number: freshRut(),
    ...overrides,
  };
}
