/**
 * The two protocol packages mirror each other, and their READMEs say how in one table of roles
 * and one policy for a line that fails its schema. These tests keep the claim true: both READMEs
 * carry the same table and the same policy, word for word, and every file and name the table
 * gives exists in the package whose column names it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGES = ['protocol-claude', 'protocol-codex'] as const;
const root = (pkg: string) => fileURLToPath(new URL(`../../${pkg}/`, import.meta.url));
const readme = (pkg: string) => readFileSync(`${root(pkg)}README.md`, 'utf8');
/** The round reader skeleton the packages' readers extend: its public methods are theirs. */
const skeleton = readFileSync(new URL('./line-round-reader.ts', import.meta.url), 'utf8');

/** The lines of the role table, from its header to the first line that is not a row. */
function roleTable(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| role |'));
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines.slice(start, end < 0 ? undefined : end);
}

/** The section on a line that fails its schema, up to the paragraph that turns to this package. */
function policy(text: string): string {
  const start = text.indexOf('### A line that fails its schema');
  const end = text.indexOf('\nIn this package', start);
  return start < 0 || end < 0 ? '' : text.slice(start, end);
}

/** `a-{b,c}-d.ts` -> `a-b-d.ts`, `a-c-d.ts`. */
function expand(name: string): string[] {
  const match = /\{([^}]*)\}/.exec(name);
  if (!match) return [name];
  return match[1]!.split(',').flatMap((alt) => expand(name.replace(match[0], alt)));
}

/** What a cell names in backticks: files (`x.ts`, `src/...`, `schemas/`) and identifiers. */
function named(cell: string): { files: string[]; names: string[] } {
  const files: string[] = [];
  const names: string[] = [];
  for (const [, token] of cell.matchAll(/`([^`]+)`/g)) {
    if (/\.ts$|\/$/.test(token!)) files.push(...expand(token!));
    else if (/^[A-Za-z_]\w*(\(|$)/.test(token!)) names.push(/^[A-Za-z_]\w*/.exec(token!)![0]);
  }
  return { files, names };
}

describe('the protocol packages mirror each other', () => {
  const table = roleTable(readme('protocol-claude'));

  it('both READMEs carry the same role table and state the same policy for a line that fails its schema', () => {
    expect(table.length).toBeGreaterThan(10);
    expect(roleTable(readme('protocol-codex'))).toEqual(table);
    expect(policy(readme('protocol-claude'))).not.toBe('');
    expect(policy(readme('protocol-codex'))).toBe(policy(readme('protocol-claude')));
  });

  it.each(PACKAGES.map((pkg, column) => [pkg, column] as const))('every file and name the table gives for %s exists there', (pkg, column) => {
    const dir = root(pkg);
    const index = readFileSync(`${dir}src/index.ts`, 'utf8');
    const manifest = JSON.parse(readFileSync(`${dir}package.json`, 'utf8')) as { exports: Record<string, unknown> };
    for (const row of table.slice(2)) {
      const cell = row.split('|')[column + 2]!;
      const { files, names } = named(cell);
      for (const file of files) {
        const found = [file, `src/${file}`, `src/generated/${file}`].some((path) => existsSync(dir + path));
        expect(found, `${pkg}: ${file} (row ${row.split('|')[1]!.trim()})`).toBe(true);
      }
      const reader = readFileSync(`${dir}src/${pkg.replace('protocol-', '')}-round-reader.ts`, 'utf8');
      for (const name of names) {
        // An export of the package, or one of its reader's methods (`push`, `accept`, …): its own,
        // or those of the skeleton every reader extends (line-round-reader.ts, here).
        const found = new RegExp(`\\b${name}\\b`).test(index) || [reader, ...(/extends LineRoundReader</.test(reader) ? [skeleton] : [])].some((text) => new RegExp(`^  ${name}\\(`, 'm').test(text));
        expect(found, `${pkg}: ${name} (row ${row.split('|')[1]!.trim()})`).toBe(true);
      }
      for (const [, entry] of cell.matchAll(/`@mwh\/[\w-]+(\/[\w-]+)`/g)) expect(manifest.exports).toHaveProperty([`.${entry}`]);
    }
  });
});
