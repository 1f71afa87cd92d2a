import * as z from 'zod/mini';
import type { ProviderNotification } from '../provider';

const cardShape = z.nullable(
  z.object({
    bin: z.nullable(z.string().check(z.regex(/^\d{6}$/))),
    last4: z.string().check(z.regex(/^\d{4}$/)),
    type: z.nullable(z.enum(['credit', 'debit'])),
    brand: z.nullable(z.string()),
  }),
);

const notificationShape = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  status: z.enum(['APPROVED', 'PENDING', 'REJECTED']),
  errCategory: z.nullable(z.string().check(z.maxLength(100))),
  card: z.optional(cardShape),
});

/** A notification body (already authenticated by its signature), or null when it is not one. */
export function parseNotification(rawBody: string): ProviderNotification | null {
  let data: unknown;
  try {
    data = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = notificationShape.safeParse(data);
  if (!parsed.success) return null;
  return { ...parsed.data, card: parsed.data.card ?? null };
}
