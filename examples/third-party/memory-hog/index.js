// Allocates without bound on its first chunk: the verifier's heap cap must end it with a verdict.
import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';
const hoard = [];


export class MemoryHog {
  id = 'memory-hog';
  constructor(options = {}) {
    parseProcessorOptions(z.object({}).strict(), options, 'MemoryHog');
  }
  processOutputStream({ part }) {
    for (;;) hoard.push(new Array(1_000_000).fill(hoard.length));
  }
}
