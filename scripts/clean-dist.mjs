#!/usr/bin/env node
// Empties dist before a build: tsc never deletes what it no longer emits (a renamed module, the
// source maps the build stopped writing), and whatever is in dist ships in the tarball.
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
