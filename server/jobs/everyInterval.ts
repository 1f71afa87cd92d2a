/** What a job logs with (the Fastify logger or the console). */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Runs `run` every everyMs (0: never), one run at a time per instance; a failure is logged and the
 * next tick tries again. Answers a function that stops it. The jobs themselves are safe with several
 * instances (they claim their rows with FOR UPDATE SKIP LOCKED); this only paces one instance.
 */
export function everyInterval(everyMs: number, log: JobLog, failure: string, run: () => Promise<void>): () => void {
  if (everyMs <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      log.warn({ err: error }, failure);
    } finally {
      running = false;
    }
  };
  const every = setInterval(() => void tick(), everyMs);
  every.unref();
  return () => clearInterval(every);
}
