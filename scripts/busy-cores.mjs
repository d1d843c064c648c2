// Busy loops that keep cores loaded (issue #15): the suite must pass on a slow, busy machine, so CI makes it busy.
import { Worker } from "node:worker_threads";

/** Starts `count` threads that spin at normal priority; the returned function stops them. */
export function startBusyLoops(count) {
  const workers = Array.from(
    { length: count },
    () => new Worker("for (;;) { Math.sqrt(Math.random()); }", { eval: true }),
  );
  return () => Promise.all(workers.map((worker) => worker.terminate()));
}
