#!/usr/bin/env node
// The `mf-check` bin of the package (package.json "bin"); main.ts holds the command.
import { main } from './main';

process.exitCode = await main(process.argv.slice(2), process.stdout, process.stderr);
