import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

/** socket.io's Redis adapter on a publishing and a subscribing connection (what it needs). */
export async function redisAdapter(url: string) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
