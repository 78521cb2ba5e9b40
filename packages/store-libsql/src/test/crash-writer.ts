// Child process of crash-safety.test.ts: saves runs of large messages in a loop until it is killed
// (or, should the test die first, for 20 s at most).
import { LibSQLStorage } from '../index.js';

const [url, runSize, messageBytes] = [process.argv[2] ?? '', Number(process.argv[3]), Number(process.argv[4])];
const storage = new LibSQLStorage({ url });
await storage.ready();
process.stdout.write('ready\n');
const deadline = Date.now() + 20_000;
for (let run = 0; Date.now() < deadline; run++) {
  const now = Date.now();
  const messages = Array.from({ length: runSize }, (_, i) => ({
    id: `run-${String(run)}-msg-${String(i)}`,
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    createdAt: new Date(now + i),
    content: { format: 2 as const, parts: [{ type: 'text' as const, text: `run ${String(run)} message ${String(i)} `.padEnd(messageBytes, 'x') }] },
  }));
  await storage.saveRun({ thread: { id: 'crash', createdAt: new Date(now), updatedAt: new Date(now) }, messages });
  if (run === 2) process.stdout.write('saving\n');
}
await storage.close();
