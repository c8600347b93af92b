#!/usr/bin/env node
// Prints what changed in the app-server protocol between two codex versions:
//   node scripts/schema-diff.mjs <dirA> <dirB> [--json]
// Each argument is a directory `codex app-server generate-json-schema --out` wrote (or holding
// the vendored bundle, like ./schema), or the bundle file itself. Reports client methods,
// notifications, server requests and enum values added and removed, and definitions added and
// removed. Get another version's schema with `node scripts/fetch-codex-schema.mjs <version> <dir>`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_FILE, methodLists } from './codegen.mjs';

const UNIONS = new Set(['ClientRequest', 'ClientNotification', 'ServerNotification', 'ServerRequest']);
const COMBINATORS = new Set(['oneOf', 'anyOf', 'allOf']);

export function loadBundle(path) {
  const file = statSync(path).isDirectory() ? join(path, BUNDLE_FILE) : path;
  if (!existsSync(file)) throw new Error(`no ${BUNDLE_FILE} in ${path}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every definition by name; the v2 ones (under definitions.v2) are prefixed `v2.`. */
function definitions(bundle) {
  const out = new Map();
  for (const [name, def] of Object.entries(bundle.definitions ?? {})) {
    if (name === 'v2') for (const [n, d] of Object.entries(def)) out.set(`v2.${n}`, d);
    else out.set(name, def);
  }
  return out;
}

/**
 * The string enum values of one definition, by property path. Union branches are folded into
 * their parent path, so the branches of ThreadItem show as the values of `ThreadItem.type`, and
 * a reordering of branches is not a change.
 */
function enumValues(def, path = '', into = new Map()) {
  if (!def || typeof def !== 'object') return into;
  if (Array.isArray(def.enum)) {
    const set = into.get(path) ?? new Set();
    for (const v of def.enum) if (typeof v === 'string') set.add(v);
    into.set(path, set);
  }
  for (const key of COMBINATORS) for (const branch of def[key] ?? []) enumValues(branch, path, into);
  for (const [name, prop] of Object.entries(def.properties ?? {})) enumValues(prop, path ? `${path}.${name}` : name, into);
  if (def.items && !Array.isArray(def.items)) enumValues(def.items, `${path}[]`, into);
  if (def.additionalProperties && typeof def.additionalProperties === 'object') enumValues(def.additionalProperties, `${path}{}`, into);
  return into;
}

function setDiff(a, b) {
  const A = new Set(a);
  const B = new Set(b);
  return { added: [...B].filter((x) => !A.has(x)).sort(), removed: [...A].filter((x) => !B.has(x)).sort() };
}

export function diffSchemas(a, b) {
  const ma = methodLists(a);
  const mb = methodLists(b);
  const methods = {};
  for (const key of Object.keys(ma)) methods[key] = setDiff(ma[key], mb[key]);
  const da = definitions(a);
  const db = definitions(b);
  const defs = setDiff(da.keys(), db.keys());
  const enums = [];
  for (const [name, defB] of db) {
    if (UNIONS.has(name) || !da.has(name)) continue;
    const ea = enumValues(da.get(name));
    const eb = enumValues(defB);
    for (const path of new Set([...ea.keys(), ...eb.keys()])) {
      const { added, removed } = setDiff(ea.get(path) ?? [], eb.get(path) ?? []);
      if (added.length || removed.length) enums.push({ definition: name, path, added, removed });
    }
  }
  enums.sort((x, y) => `${x.definition}.${x.path}`.localeCompare(`${y.definition}.${y.path}`));
  return { methods, definitions: defs, enums };
}

const TITLES = {
  clientRequests: 'Client requests',
  clientNotifications: 'Client notifications',
  serverNotifications: 'Server notifications',
  serverRequests: 'Server requests',
};

export function formatDiff(diff, labelA, labelB) {
  const lines = [`app-server protocol: ${labelA} -> ${labelB}`, ''];
  for (const [key, { added, removed }] of Object.entries(diff.methods)) {
    lines.push(`${TITLES[key]}: ${added.length} added, ${removed.length} removed`);
    for (const m of added) lines.push(`  + ${m}`);
    for (const m of removed) lines.push(`  - ${m}`);
  }
  lines.push('', `Enum values changed in ${diff.enums.length} places (definition.path: +added -removed)`);
  for (const e of diff.enums) {
    const where = e.path ? `${e.definition}.${e.path}` : e.definition;
    lines.push(`  ${where}: ${[...e.added.map((v) => `+${v}`), ...e.removed.map((v) => `-${v}`)].join(' ')}`);
  }
  const { added, removed } = diff.definitions;
  lines.push('', `Definitions: ${added.length} added, ${removed.length} removed`);
  if (added.length) lines.push(`  + ${added.join(', ')}`);
  if (removed.length) lines.push(`  - ${removed.join(', ')}`);
  return lines.join('\n') + '\n';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2).filter((a) => a !== '--json');
  if (args.length !== 2) {
    console.error('usage: node scripts/schema-diff.mjs <dirA> <dirB> [--json]');
    process.exit(2);
  }
  const diff = diffSchemas(loadBundle(args[0]), loadBundle(args[1]));
  process.stdout.write(process.argv.includes('--json') ? JSON.stringify(diff, null, 2) + '\n' : formatDiff(diff, args[0], args[1]));
}
