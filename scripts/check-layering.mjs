#!/usr/bin/env node
// Enforces the layering in one sentence: the protocol packages are pure (no processes, no
// files, no network, no clock-driven timers, and no Node-only API at all, so they run in a
// browser, a worker or an edge runtime); harness-core owns processes, time and secrets; the CLI
// and the conformance kit use harness-core; the mock model servers depend on nothing of ours.
// Run from a package directory.
// It reads the TypeScript syntax tree, so a word in a comment or a string never counts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, join } from 'node:path';
import ts from 'typescript';

const pkg = basename(process.cwd());
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const IMPURE = ['node:child_process', 'child_process', 'execa', 'node:fs', 'fs', 'node:fs/promises', 'fs/promises', 'node:net', 'node:http', 'node:os'];
/** Globals only Node has: a pure package that names one cannot run anywhere else. */
const NODE_GLOBALS = new Set(['Buffer', 'process', 'require', '__dirname', '__filename', 'global', 'setImmediate']);
const LOWER = ['@mwh/protocol-core', '@mwh/protocol-claude', '@mwh/protocol-codex', '@mwh/harness-core'];
const rules = {
  'protocol-core': { pure: true, forbidden: IMPURE, packages: [] },
  'protocol-claude': { pure: true, forbidden: IMPURE, packages: ['@mwh/protocol-core'] },
  'protocol-codex': { pure: true, forbidden: IMPURE, packages: ['@mwh/protocol-core'] },
  // The loopback mock model servers: a leaf that tests and the conformance kit share.
  'mock-servers': { forbidden: [], packages: [] },
  'harness-core': { forbidden: [], packages: LOWER.slice(0, 3) },
  conformance: { forbidden: [], packages: [...LOWER, '@mwh/mock-servers'] },
  cli: { forbidden: ['node:child_process', 'child_process', 'execa'], packages: [...LOWER, '@mwh/conformance'] },
  // The private benchmarks measure every layer, the mwh command included; nothing imports them.
  bench: { forbidden: [], packages: [...LOWER, '@mwh/mock-servers', '@mwh/conformance', '@mwh/cli'] },
};
const rule = rules[pkg];
if (!rule) {
  console.error(`check-layering: no rule for package ${pkg}`);
  process.exit(1);
}

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    // Tests, test support and benchmarks may use files, processes and the conformance kit to
    // set up what they check; they are not published.
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !/(^|\/)(test-support|bench)\//.test(path)) yield path;
  }
}

/** Every module specifier the file names: imports, re-exports, `import()` and `import('x').T` types. */
function specifiers(file) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ node, spec: node.moduleSpecifier.text });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? node)) {
      found.push({ node, spec: node.arguments[0].text });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ node, spec: node.argument.literal.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Identifiers that refer to a Node-only global, not a property or a declaration's own name. */
function nodeGlobals(file) {
  const found = [];
  const visit = (node) => {
    if (ts.isIdentifier(node) && NODE_GLOBALS.has(node.text)) {
      const parent = node.parent;
      const isName =
        (parent && 'name' in parent && parent.name === node && !ts.isShorthandPropertyAssignment(parent)) ||
        (parent && ts.isQualifiedName(parent) && parent.right === node) ||
        (parent && ts.isImportSpecifier(parent) && parent.propertyName === node);
      if (!isName) found.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const problems = [];
for (const path of sources('src')) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const where = (node) => `${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  for (const { node, spec } of specifiers(file)) {
    if (rule.forbidden.includes(spec)) problems.push(`${where(node)} imports ${spec}, which this layer may not use`);
    else if (rule.pure && NODE_BUILTINS.has(spec)) problems.push(`${where(node)} imports ${spec}, a Node builtin; this package must run in any runtime`);
    if (spec.startsWith('@mwh/') && !rule.packages.includes(spec.split('/').slice(0, 2).join('/'))) {
      problems.push(`${where(node)} imports ${spec}, a layer above or beside it`);
    }
  }
  if (rule.pure) {
    for (const node of nodeGlobals(file)) {
      problems.push(`${where(node)} uses ${node.text}, which only Node has; use a web-standard API (see protocol-core bytes.ts)`);
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`layering ok: ${pkg}`);
