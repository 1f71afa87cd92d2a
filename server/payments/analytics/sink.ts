import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { analyticsEvents } from '#server/db/schema';

/** One analytics event (spec part 1 §9: purchases with an order number, a fixed currency and value 1). */
export interface AnalyticsEvent {
  name: 'purchase';
  /** '{productId}-{id}': 1-12 a court booking, 2-7 an activity booking (pending order), prime-3. */
  orderId: string;
  userId: number | null;
  product: 'booking' | 'activity' | 'prime' | 'multiple' | 'insurance';
  currency: string;
  value: number;
  properties?: Record<string, unknown>;
}

/** Where analytics events go: by default a local table tests read; a real sink is configuration. */
export interface AnalyticsSink {
  track(event: AnalyticsEvent): Promise<void>;
}

/** Records each event once per name and order number (a replay records nothing). */
export function tableSink(db: Db, now: () => Date): AnalyticsSink {
  return {
    async track(event) {
      await db
        .insert(analyticsEvents)
        .values({ ...event, properties: event.properties ?? {}, createdAt: now() })
        .onConflictDoNothing({ target: [analyticsEvents.name, analyticsEvents.orderId] });
    },
  };
}

export function logSink(log: FastifyBaseLogger): AnalyticsSink {
  return {
    async track(event) {
      log.info({ analytics: event }, 'analytics event');
    },
  };
}

export const noSink: AnalyticsSink = { track: async () => {} };

export function analyticsSinkFor(kind: 'table' | 'log' | 'none', db: Db, now: () => Date, log: FastifyBaseLogger): AnalyticsSink {
  if (kind === 'log') return logSink(log);
  if (kind === 'none') return noSink;
  return tableSink(db, now);
}
