#!/usr/bin/env node
// Stable bin shim: pnpm links bins at install time, before dist/ is built.
import '../dist/cli.js';
