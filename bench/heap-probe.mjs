// Preloaded into the bench's servers where memory is judged (bench/server-memory.ts): on SIGUSR2,
// a full garbage collection, then the live heap and the resident set into DATA_DIR/heap.json.
// The bench reads memory this way because RSS alone follows where the collector happens to be:
// V8 lets garbage reach a few hundred MB between full collections under load.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

process.on('SIGUSR2', () => {
  globalThis.gc();
  writeFileSync(
    path.join(process.env.DATA_DIR, 'heap.json'),
    JSON.stringify({ at: Date.now(), ...process.memoryUsage() }),
  );
});
