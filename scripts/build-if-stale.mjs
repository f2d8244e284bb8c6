#!/usr/bin/env node
// Builds the SPA only when dist/ is missing or older than its sources (see lib/dist-freshness.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './lib/ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!ensureBuilt(root)) console.log('dist/ is up to date.');
