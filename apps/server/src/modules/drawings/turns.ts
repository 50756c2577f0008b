/**
 * At most `atOnce` tasks of one key run at a time; the others wait their turn in the order they
 * came, at most `waiting` of them (one more is refused with `refuse()`). A customer's order of
 * twenty drawing lines checks them all at once: here they go to the readers a few at a time, so
 * their share of the readers' queue (read-pool.ts) is never what refuses them.
 */
export function createTurns(atOnce: number, waiting: number, refuse: () => Error) {
  const lines = new Map<string, { running: number; waiting: (() => void)[] }>();

  return async function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    let line = lines.get(key);
    if (!line) {
      line = { running: 0, waiting: [] };
      lines.set(key, line);
    }
    if (line.running < atOnce) line.running += 1;
    else if (line.waiting.length >= waiting) throw refuse();
    // The task that finishes hands its place on: `running` stays as it is.
    else await new Promise<void>((resolve) => line.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = line.waiting.shift();
      if (next) next();
      else if (--line.running === 0) lines.delete(key);
    }
  };
}
