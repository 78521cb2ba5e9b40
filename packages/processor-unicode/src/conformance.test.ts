import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { UnicodeNormalizer } from './unicode-normalizer.js';

processorSuite({
  describe,
  it,
  create: () => new UnicodeNormalizer({ applyTo: { outputStream: true } }),
  createWithOptions: (options) => new UnicodeNormalizer(options),
  packageJson,
  fixtures: {
    texts: [
      'Ｆｕｌｌｗｉｄｔｈ text and a ﬁ ligature.',
      'Trojan\u202E source \u2066hidden\u2069 and zero\u200Bwidth.',
      'Emoji 👩‍💻 stay,   spaces   collapse.',
    ],
  },
});
