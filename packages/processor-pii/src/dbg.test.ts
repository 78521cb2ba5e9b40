import { it } from 'vitest';
import { PIIDetector } from './pii-detector.js';
it('dbg', () => {
  const MB = 1024 * 1024;
  for (const unit of ['123 456 ', 'AB12 CD3 ', '1 ', 'word Word ']) {
    const text = unit.repeat(Math.ceil(MB / unit.length));
    for (const [name, d] of [['default', new PIIDetector()], ['types [] all', new PIIDetector({ types: [], locales: 'all' })]] as const) {
      d.detect(text);
      const t = performance.now();
      d.detect(text);
      console.log(JSON.stringify(unit), name, (performance.now() - t).toFixed(0), 'ms');
    }
  }
}, 120000);
