// Pure code generation for `codex exec --json`: its events as the CLI's own SDK declares them
// (@openai/codex-sdk's dist/index.d.ts, vendored under schemas/), read with the TypeScript
// compiler API. No I/O here, so `gen.mjs` writes the output and `gen.mjs --check` compares it.
import ts from 'typescript';
import { requiredMembers, requiredMembersTable } from '../../../scripts/event-codegen.mjs';

export const EXEC_SDK_FILE = 'codex-sdk-index.d.ts';
export const EXEC_MANIFEST_FILE = 'codex-exec-manifest.json';
export const EXEC_OUTPUT = 'src/generated/codex-exec-events.ts';

/** The union every event of the stream belongs to, and the union of the items events carry. */
const EVENT_UNION = 'ThreadEvent';
const ITEM_UNION = 'ThreadItem';

/**
 * The generated module: the SDK's event and item types (each exported, with its comments), the
 * event and item `type` words, and for each event its required members and their JSON kinds,
 * which the codec checks (a small tolerant schema: other members, and unknown events, pass).
 */
export function generateExecEvents(dtsText, manifest) {
  const source = ts.createSourceFile(EXEC_SDK_FILE, dtsText, ts.ScriptTarget.Latest, true);
  const aliases = new Map();
  for (const statement of source.statements) if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement);
  for (const name of [EVENT_UNION, ITEM_UNION]) if (!aliases.has(name)) throw new Error(`exec-codegen: ${EXEC_SDK_FILE} declares no ${name}`);

  // Every alias the event union reaches, in the order the SDK declares them.
  const reached = new Set();
  const external = new Set();
  const stack = [aliases.get(EVENT_UNION)];
  while (stack.length) {
    const node = stack.pop();
    const visit = (child) => {
      if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) {
        const name = child.typeName.text;
        const alias = aliases.get(name);
        if (alias && !reached.has(name)) {
          reached.add(name);
          stack.push(alias);
        } else if (!alias) external.add(name);
      }
      ts.forEachChild(child, visit);
    };
    reached.add(node.name.text);
    ts.forEachChild(node, visit);
  }
  const declared = [...aliases.values()].filter((alias) => reached.has(alias.name.text));

  const variants = (union) => {
    const type = aliases.get(union).type;
    const members = ts.isUnionTypeNode(type) ? type.types : [type];
    return members.map((member) => {
      const alias = ts.isTypeReferenceNode(member) ? aliases.get(member.typeName.text) : undefined;
      if (!alias || !ts.isTypeLiteralNode(alias.type)) throw new Error(`exec-codegen: a member of ${union} is not an object type`);
      return alias;
    });
  };
  const tagOf = (alias) => {
    const tag = alias.type.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === 'type');
    if (!tag || !ts.isLiteralTypeNode(tag.type) || !ts.isStringLiteral(tag.type.literal)) throw new Error(`exec-codegen: ${alias.name.text} has no literal type`);
    return tag.type.literal.text;
  };
  const required = (alias) => requiredMembers(alias.type.members, source, (name) => aliases.get(name));

  const events = variants(EVENT_UNION).map((alias) => ({ tag: tagOf(alias), required: required(alias) }));
  const items = variants(ITEM_UNION).map(tagOf);

  const lines = [
    '// Types of the events `codex exec --json` writes, one JSON object a line.',
    `// Generated from the TypeScript declarations of ${manifest.package} (the CLI's own SDK, which`,
    `// reads this stream: schemas/${EXEC_SDK_FILE}, sha256 ${manifest.sha256.slice(0, 16)}).`,
    `// Do not edit: regenerate with \`pnpm gen\` (node scripts/gen.mjs) in packages/protocol-codex;`,
    `// \`node scripts/gen.mjs --exec-sdk <version>\` vendors another version's declarations first.`,
    '/* eslint-disable */',
    '',
  ];
  for (const name of [...external].sort()) {
    lines.push(`/** Declared by a package the SDK imports (${name}): kept as data here. */`, `export type ${name} = unknown;`, '');
  }
  for (const alias of declared) {
    const text = alias.getFullText(source).replace(/^\s*\n/, '').replace(/^(\s*(?:\/\*\*[\s\S]*?\*\/\s*)?)type /, '$1export type ');
    lines.push(text.trimEnd(), '');
  }
  lines.push(
    '/** The `type` of every event the SDK declares, in its order. */',
    `export const CODEX_EXEC_EVENT_TYPES = ${JSON.stringify(events.map((e) => e.tag))} as const;`,
    '',
    '/** The `type` of every item the SDK declares, in its order. */',
    `export const CODEX_EXEC_ITEM_TYPES = ${JSON.stringify(items)} as const;`,
    '',
    ...requiredMembersTable({ kindType: 'CodexExecMemberKind', table: 'CODEX_EXEC_REQUIRED_MEMBERS', union: EVENT_UNION, declarer: 'SDK' }, events),
  );
  return { [EXEC_OUTPUT]: lines.join('\n') };
}
