import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { RegexFilter } from './regex-filter.js';

processorSuite({
  describe,
  it,
  create: () => new RegexFilter({ presets: ['secrets', 'urls', 'profanity'] }),
  createWithOptions: (options) => new RegexFilter({ presets: ['secrets'], ...options }),
  packageJson,
  fixtures: {
    texts: [
      'Key AKIAIOSFODNN7EXAMPLE in the config.',
      'Docs at https://example.com/guide and www.example.org/faq.',
      'Token ghp_a1B2c3D4e5a1B2c3D4e5a1B2c3D4e5abcdef, no other secrets.',
    ],
  },
});
