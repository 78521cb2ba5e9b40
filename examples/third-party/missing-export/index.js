// The manifest names `NotExported`; the package exports something else.
import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';

export class SomethingElse {
  id = 'missing-export';
  constructor(options = {}) {
    parseProcessorOptions(z.object({}).strict(), options, 'SomethingElse');
  }
  processOutputStream({ part }) {
    return part;
  }
}
