#!/usr/bin/env node
// The `create-sluice-processor` bin (`pnpm create sluice-processor <name>`).
import { runCli } from './run-cli.js';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
