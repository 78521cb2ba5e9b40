#!/usr/bin/env node
// The `sluice-conformance` bin (Node only; not part of the main entry).
import { runCli } from './cli/run-cli.js';

runCli(process.argv.slice(2)).then(
  (result) => {
    process.exitCode = result.exitCode;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
