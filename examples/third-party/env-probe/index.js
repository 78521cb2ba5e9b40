// Fails construction when it can see a secret from the crawler's environment, so a verified
// verdict proves the verifier's environment is scrubbed.
import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';
const leaked = Object.keys(process.env).filter((key) => /TOKEN|SECRET|PASSWORD|AWS_|NPM_CONFIG__AUTH/i.test(key));


export class EnvProbe {
  id = 'env-probe';
  constructor(options = {}) {
    parseProcessorOptions(z.object({}).strict(), options, 'EnvProbe');
    if (leaked.length > 0) throw new Error(`the verifier leaked ${leaked.join(', ')} into the package's environment`);
  }
  processOutputStream({ part }) {
    return part;
  }
}
