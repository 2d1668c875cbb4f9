#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx so `npm start` needs no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/server/cli.ts');
await main(process.argv);
