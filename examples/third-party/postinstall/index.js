// A well-behaved processor whose package and dependency both have install scripts that write
// /tmp/sluice-fixture-postinstall-ran: the verifier installs with scripts off, so it never appears.
import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';
import { marker } from 'sluice-fixture-dep';


export class PassThrough {
  id = 'postinstall';
  constructor(options = {}) {
    parseProcessorOptions(z.object({}).strict(), options, 'PassThrough');
  }
  dependency = marker;
  processOutputStream({ part }) {
    return part;
  }
}
