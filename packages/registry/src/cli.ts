#!/usr/bin/env node
// The `sluice-registry` bin.
import { runCli } from './cli/run-cli.js';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
