import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { PIIDetector } from './pii-detector.js';

processorSuite({
  describe,
  it,
  create: () => new PIIDetector(),
  createWithOptions: (options) => new PIIDetector(options),
  packageJson,
  fixtures: {
    texts: [
      'Mail jane.doe@example.com or call +1 (415) 555-2671.',
      'Card 4111 1111 1111 1111, IBAN DE89 3704 0044 0532 0130 00, SSN 536-22-8726.',
      'Key AKIAIOSFODNN7EXAMPLE and host 10.0.0.255 — done.',
    ],
  },
});
