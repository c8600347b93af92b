#!/usr/bin/env node
// Enforces the layering in one sentence: the protocol packages (protocol-core and each CLI's
// protocol-<cli>, known by that name, so a new one is held without an edit here) are pure (no processes, no
// files, no network, no clock-driven timers, and no Node-only API at all, so they run in a
// browser, a worker or an edge runtime); harness-core owns processes, time and secrets; the CLI
// stands on harness-core (it knows a CLI's protocol only through PROTOCOLS) and reads captures
// through protocol-core, starting no process; the conformance kit stands on harness-core too and
// also talks each protocol through its package, starting processes of its own only to install
// CLIs and ask npm and a CLI about themselves; the ACP agent stands on harness-core's conversation API
// and the CLI on it for `mwh acp`; the mock model servers depend on nothing of ours.
// Inside a package, its files stand in layers (LAYERS below, by folder names; each CLI's folder
// is found by the file that binds it, its registration or kit; a CLI's protocol package states its
// own in its layers.json): a file imports only from its own layer or one below it. And a helper that lives in protocol-core
// (isRecord, captureOutcome, addUsage, describeExit, PartRedactor, ...) has that one home: no
// other package defines a function, class or constant of the same name, or a function with the
// same body under another name.
// Run from a package directory.
// It reads the TypeScript syntax tree, so a word in a comment or a string never counts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';

// Required, not imported: Node's ES import of a CommonJS file first scans all of it for its export
// names, which for TypeScript's 9 MB doubled what this script costs (1.6 -> 0.8 CPU-s a run; the
// lint runs once per package and the layering tests start it once per case).
const ts = createRequire(import.meta.url)('typescript');

const pkg = basename(process.cwd());
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
/** What starts a process. */
const SPAWNING = ['node:child_process', 'child_process', 'node:cluster', 'cluster', 'execa'];
const IMPURE = [...SPAWNING, 'node:fs', 'fs', 'node:fs/promises', 'fs/promises', 'node:net', 'node:http', 'node:os'];
/** Globals only Node has: a pure package that names one cannot run anywhere else. */
const NODE_GLOBALS = new Set(['Buffer', 'process', 'require', '__dirname', '__filename', 'global', 'setImmediate']);
/** Every protocol package, by its name: protocol-core and each CLI's `protocol-<cli>`. */
const PROTOCOLS = '@mwh/protocol-*';
/** A CLI's protocol package (`protocol-<cli>`, not protocol-core): pure, standing on protocol-core alone. */
const CLI_PROTOCOL = { pure: true, forbidden: IMPURE, packages: ['@mwh/protocol-core'] };
const rules = {
  'protocol-core': { pure: true, forbidden: IMPURE, packages: [] },
  // The loopback mock model servers: a leaf that tests and the conformance kit share.
  'mock-servers': { forbidden: [], packages: [] },
  'harness-core': { forbidden: [], packages: [PROTOCOLS] },
  // The kit runs its scenarios' CLIs through harness-core's processes; it starts processes of its
  // own only to install CLIs and to ask npm and a CLI about themselves, in these files, and to
  // start the Agent Client Protocol agent a user names (acp-agent-process: harness-core runs CLIs,
  // not agents, and the agent starts the CLI itself).
  conformance: {
    forbidden: SPAWNING,
    spawners: ['acp/acp-agent-process', 'sweep/cli-install', 'sweep/cli-spec', 'sweep/npm-registry', 'surface/schema-sources', 'claude/sdk-types', 'collect/surface-invocation'],
    packages: [PROTOCOLS, '@mwh/harness-core', '@mwh/mock-servers'],
  },
  // The ACP agent stands on harness-core's conversation API: it starts no process of its own (the
  // conversations do) and knows a CLI's protocol only through harness-core; nothing below it imports it.
  acp: { forbidden: SPAWNING, packages: ['@mwh/protocol-core', '@mwh/harness-core'] },
  // The CLI knows a CLI's protocol only through harness-core (PROTOCOLS) and captures through
  // protocol-core; `mwh acp` starts @mwh/acp's agent.
  cli: { forbidden: SPAWNING, packages: ['@mwh/protocol-core', '@mwh/harness-core', '@mwh/conformance', '@mwh/acp'] },
  // The private benchmarks measure every layer, the mwh command included; nothing imports them.
  bench: { forbidden: [], packages: [PROTOCOLS, '@mwh/harness-core', '@mwh/mock-servers', '@mwh/conformance', '@mwh/cli'] },
};
const rule = rules[pkg] ?? (pkg.startsWith('protocol-') ? CLI_PROTOCOL : undefined);
/** Whether the rule lets the package import `name` (`@mwh/x`): named alone, or by a name ending in `*`. */
const allows = (name) => rule.packages.some((allowed) => (allowed.endsWith('*') ? name.startsWith(allowed.slice(0, -1)) : name === allowed));
if (!rule) {
  console.error(`check-layering: no rule for package ${pkg}`);
  process.exit(1);
}

/**
 * Each package's layers, lowest first: a file may import from its own layer and the ones below,
 * never from one above. A name ending in `/` is a folder. `<cli>/` is each CLI's folder: a folder
 * holding the file that binds it (CLI_BINDING), which `<cli>/<file>` names; so a CLI's folder
 * added takes its place without an edit here. Every source file stands in one layer, so a new
 * file is placed here when it is added.
 */
const CLI_BINDING = { 'harness-core': 'registration', conformance: 'kit' };
/** Where a CLI's protocol package states its layers (ownLayers). */
const LAYERS_FILE = 'layers.json';
const LAYERS = {
  'protocol-core': [
    ['values', ['bytes', 'errors', 'bounded', 'json-depth', 'safe-json', 'wire-values', 'validator', 'kept-text', 'answer-text', 'message-breaks', 'code-points', 'stream-sniffing', 'child-env', 'user-image', 'redactor', 'token-patterns', 'forgotten-streams', 'streamed-delta', 'tuple-key', 'line-framer', 'line-cutter', 'wire-use', 'delta-lines', 'numbered-json-lines']],
    ['round model', ['verdict', 'text-tail', 'content-part', 'retracted-text', 'capture', 'capture-reader', 'usage-sum', 'event-line', 'line-round-reader', 'line-replay']],
    ['round', ['part-redactor', 'round-summary', 'mcp-server', 'stream-kind', 'round-list', 'cli-protocol']],
    ['entry', ['index']],
  ],
  acp: [
    ['views', ['tool-call-view', 'prompt-input', 'round-error', 'stdio-stream', 'mcp-servers', 'plain-text', 'initialize-first', 'session-config']],
    ['updates', ['session-updates', 'session-store']],
    ['sending', ['update-pump']],
    ['agent', ['acp-agent']],
    ['entry', ['index']],
  ],
  // Its folders are its parts (processes, installed CLIs, secrets, how a round ends, captures, the
  // round, each CLI's rounds); the layers cut across them.
  'harness-core': [
    ['secrets', ['generated/', 'secrets/']],
    ['processes', ['process/']],
    ['installed CLIs', ['installed/', 'protocols']],
    ['verdicts', ['verdict/']],
    [
      'captures and threads',
      ['capture/capture-json-lines', 'capture/capture-text-lines', 'capture/capture-line-redactor', 'capture/capture-redaction', 'capture/capture-sink',
        'round/session-id', 'round/thread-record-store', 'round/thread-lock', 'round/transcript', 'round/part-queue'],
    ],
    ['round parts', ['round/round-options', 'round/round-secrets', 'round/round-approvals', 'round/round', 'round/conversation', 'round/loading-round', 'round/stdout-turn', 'capture/capture-replay']],
    ['rounds', ['<cli>/', 'capture/capture-command', 'cli-registration']],
    // Each CLI's registration binds its folder's pieces; what looks a CLI up stands on the list of them.
    ['registry', ['<cli>/registration', 'registry', 'protocol-loader', 'start-round', 'installed-clis', 'cli-status', 'capture/replay-capture', 'capture/capture-sanitize']],
    ['entry', ['index', 'internals', 'replay']],
  ],
  // Its folders are its parts: values, the CLIs installed (sweep), the catalogue's shape, what
  // reads any CLI's captures, each CLI's folder with its kit and the list of kits, then what reads
  // the kits (running, surfaces, drift) and what stands on a run (ACP, the changelog, the report
  // pages); the entries (the API and the recording commands) on top.
  conformance: [
    ['values', ['support/']],
    ['installed CLIs', ['sweep/']],
    ['catalogue', ['scenarios/', 'surface/', 'recorder/']],
    ['reading captures', ['collect/']],
    ["each CLI's kit", ['<cli>/', 'kit/']],
    ['running', ['run/', 'drift/']],
    ['on a run', ['acp/', 'changelog/', 'report/']],
    ['entry', ['index', 'judge', 'record-fixtures', 'record-round-fixtures']],
  ],
};

/**
 * A CLI's protocol package states its own layers, in `layers.json` beside its package.json (its
 * files are named for its CLI), so a new one is held without an edit here; one without is a problem.
 */
function ownLayers() {
  if (rule !== CLI_PROTOCOL) return undefined;
  if (!existsSync(LAYERS_FILE)) {
    console.error(`check-layering: ${pkg} states no layers; list them, lowest first, in ${LAYERS_FILE}`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(LAYERS_FILE, 'utf8')).layers;
}

/** The package's layers with `<cli>/` made each CLI's folder under src/ (one holding its CLI_BINDING file). */
function packageLayers(pkg) {
  const layers = LAYERS[pkg] ?? ownLayers();
  const binding = CLI_BINDING[pkg];
  if (!layers || !binding) return layers;
  const folders = existsSync('src') ? readdirSync('src').filter((name) => existsSync(join('src', name, `${binding}.ts`))) : [];
  return layers.map(([layer, names]) => [layer, names.flatMap((name) => (name.startsWith('<cli>/') ? folders.map((folder) => `${folder}/${name.slice('<cli>/'.length)}`) : [name]))]);
}

/**
 * The layer of a source file (its path under src/, without `.ts`), or -1 when it has none. The
 * longest name that covers it decides: a file named alone stands where it is named, not where its folder does.
 */
function layerOf(layers, module) {
  let found = -1;
  let longest = -1;
  layers.forEach(([, names], index) => {
    for (const name of names) {
      if ((name.endsWith('/') ? module.startsWith(name) : module === name) && name.length > longest) [found, longest] = [index, name.length];
    }
  });
  return found;
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

/** `src/a/b.ts` as `a/b`; an import `./c.js` from it as `a/c`. */
const moduleOf = (path) => relative('src', path).replace(/\.(ts|js)$/, '').split('\\').join('/');

/** Top-level functions, classes and constants a file defines: name, node, a function's body, exported or not. */
function definitions(file) {
  const found = [];
  for (const statement of file.statements) {
    const exported = (ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export) !== 0;
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      const fn = ts.isFunctionDeclaration(statement) ? statement : undefined;
      found.push({ name: statement.name.text, node: statement, body: fn?.body, params: fn?.parameters, exported });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const init = declaration.initializer;
        const fn = init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init : undefined;
        found.push({ name: declaration.name.text, node: declaration, body: fn?.body, params: fn?.parameters, exported });
      }
    }
  }
  return found;
}

/**
 * A function body as text without comments or white space, its parameters named by position:
 * the same code compares equal whatever its parameters are called.
 */
function bodyText({ body, params }, file) {
  if (!body) return '';
  let text = ts.createPrinter({ removeComments: true }).printNode(ts.EmitHint.Unspecified, body, file);
  (params ?? []).forEach((param, i) => {
    // A name is letters, digits, `_` and `$`; `$` is escaped, and bounded by what cannot continue a name.
    if (ts.isIdentifier(param.name)) text = text.replace(new RegExp(`(?<![\\w$])${param.name.text.replaceAll('$', '\\$')}(?![\\w$])`, 'g'), () => `#${i}`);
  });
  return text.replace(/\s+/g, '');
}

/** Bodies shorter than this are too plain to call a copy (`{return #0.length;}`). */
const MIN_BODY = 50;

/** What protocol-core defines, by name and by function body, for the one-home rule. */
function sharedHelpers() {
  const home = [join('..', 'protocol-core', 'src'), join('..', 'packages', 'protocol-core', 'src')].find(existsSync);
  const names = new Map();
  const bodies = new Map();
  if (!home) return { names, bodies };
  for (const path of sources(home)) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const definition of definitions(file)) {
      // A module's private constant (each error class's MARKER) is its own, not a shared helper.
      if (definition.exported) names.set(definition.name, basename(path));
      const text = bodyText(definition, file);
      if (text.length >= MIN_BODY) bodies.set(text, `${definition.name} (${basename(path)})`);
    }
  }
  return { names, bodies };
}

const layers = packageLayers(pkg);
const shared = pkg === 'protocol-core' ? undefined : sharedHelpers();
const problems = [];
for (const path of sources('src')) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const where = (node) => `${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const module = moduleOf(path);
  const layer = layers ? layerOf(layers, module) : -1;
  if (layers && layer < 0) problems.push(`${path} stands in no layer of ${pkg}; place it in ${LAYERS[pkg] ? 'LAYERS in scripts/check-layering.mjs' : LAYERS_FILE}`);
  for (const definition of shared ? definitions(file) : []) {
    const { name, node } = definition;
    const text = bodyText(definition, file);
    if (shared.names.has(name)) problems.push(`${where(node)} defines ${name} again; it lives in protocol-core (${shared.names.get(name)})`);
    else if (shared.bodies.has(text)) problems.push(`${where(node)} defines ${name} with the body of protocol-core's ${shared.bodies.get(text)}; use that one`);
  }
  for (const { node, spec } of specifiers(file)) {
    if (layer >= 0 && spec.startsWith('.')) {
      const target = moduleOf(join(dirname(path), spec));
      const above = layerOf(layers, target);
      if (above > layer) problems.push(`${where(node)} imports ${spec} upward: ${module} is in layer ${layers[layer][0]}, ${target} in ${layers[above][0]} above it`);
    }
    if (rule.forbidden.includes(spec) && !rule.spawners?.includes(module)) problems.push(`${where(node)} imports ${spec}, which this layer may not use`);
    else if (rule.pure && NODE_BUILTINS.has(spec)) problems.push(`${where(node)} imports ${spec}, a Node builtin; this package must run in any runtime`);
    if (spec.startsWith('@mwh/') && !allows(spec.split('/').slice(0, 2).join('/'))) {
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
