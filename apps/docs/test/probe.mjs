import { collectText, runOutputStream, textStreamChunks, createHookContext } from '@sluice/conformance';
import { PIIDetector } from '@sluice/processor-pii';
for (const opts of [{}, { method: 'placeholder' }, { method: 'remove' }, {method:'hash', hashSalt:'saltsalt'}]) {
  for (const t of ['call 555-0100', 'call +1 415 555 0100', 'call 415-555-0100', 'mail ada@example.com']) {
    const { chunks, violations } = await runOutputStream(new PIIDetector(opts), textStreamChunks(t, [6, 9]));
    console.log(JSON.stringify(opts), t, '=>', JSON.stringify(collectText(chunks)), violations.length);
  }
}
const d = new PIIDetector();
const r = d.detect('mail ada@example.com');
console.log(r, typeof r?.then);
console.log(await r);
