import type { CardSummary, ProviderStatus } from '../provider';
import type { SandboxSession } from './sandbox.types';

// Reading the sandbox's session rows: what a provider answers from them.

export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function withQuery(url: string | null | undefined, params: Record<string, string>): string | null {
  if (!url) return null;
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

export function statusOf(session: SandboxSession): ProviderStatus {
  if (session.status === 'AUTHORIZED') return 'APPROVED';
  if (session.status === 'REJECTED' || session.status === 'REVERSED') return 'REJECTED';
  return 'PENDING';
}

export function cardOf(row: {
  bin: string | null;
  last4: string | null;
  cardType: string | null;
  brand: string | null;
}): CardSummary | null {
  if (!row.last4) return null;
  return {
    bin: row.bin,
    last4: row.last4,
    type: row.cardType === 'debit' ? 'debit' : row.cardType === 'credit' ? 'credit' : null,
    brand: row.brand,
  };
}
