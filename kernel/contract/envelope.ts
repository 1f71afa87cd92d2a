import * as z from 'zod/mini';

/**
 * Every answer carries an error flag and a code (spec part 1 §7). Codes arrive as strings.
 * Success: `{ error: false, code: '0', ...fields }`; failure: `{ error: true, code: '-47', message }`.
 */
export const errorEnvelope = z.object({
  error: z.literal(true),
  code: z.string(),
  message: z.string(),
  /** Extra data some codes carry (counts for limits, provider messages, internalCode...). */
  details: z.optional(z.record(z.string(), z.unknown())),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const OK_CODE = '0';

/** A success answer: the envelope's flag and code plus the call's own fields. */
export function ok<Shape extends z.core.$ZodShape>(shape: Shape) {
  return z.object({ error: z.literal(false), code: z.string(), ...shape });
}
