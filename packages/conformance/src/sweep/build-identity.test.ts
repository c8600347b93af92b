import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildIdentities, buildDigest } from './build-identity.js';

describe('buildDigest', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mwh-build-identity-'));
    await writeFile(join(dir, 'a'), 'the same bytes');
    await writeFile(join(dir, 'b'), 'the same bytes');
    await writeFile(join(dir, 'c'), 'the same bytes.');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is the bytes: equal files one digest, a byte more another', async () => {
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((name) => buildDigest({ command: join(dir, name), prefixArgs: [] })));
    expect(a).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('shares nothing for a program it cannot read, or an interpreter given a script', async () => {
    expect(await buildDigest({ command: join(dir, 'missing'), prefixArgs: [] })).toBeUndefined();
    // Two scripts under one Node would hash alike: no digest rather than a wrong one.
    expect(await buildDigest({ command: join(dir, 'a'), prefixArgs: [join(dir, 'b')] })).toBeUndefined();
  });
});

describe('BuildIdentities', () => {
  it('keeps the first CLI of a build per harness; an unknown digest claims nothing', () => {
    const builds = new BuildIdentities<string>();
    expect(builds.claim('claude', 'sha256:1', 'code')).toBeUndefined();
    expect(builds.claim('claude', 'sha256:1', 'sdk')).toBe('code');
    expect(builds.claim('codex', 'sha256:1', 'codex')).toBeUndefined();
    expect(builds.claim('claude', undefined, 'path')).toBeUndefined();
    expect(builds.claim('claude', undefined, 'path2')).toBeUndefined();
  });
});
