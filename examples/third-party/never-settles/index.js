// Its stream hook returns a promise that never settles: the kit's per-hook time limit (or the
// verifier's wall-clock timeout) must turn that into a verdict, never a hung crawl.
import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';

export class NeverSettles {
  id = 'never-settles';
  constructor(options = {}) {
    parseProcessorOptions(z.object({}).strict(), options, 'NeverSettles');
  }
  processOutputStream() {
    return new Promise(() => {});
  }
}
