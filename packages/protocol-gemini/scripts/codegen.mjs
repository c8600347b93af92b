// Pure code generation for `gemini --output-format stream-json`: its events as the CLI's own core
// package declares them (@google/gemini-cli-core's dist/src/output/types.d.ts, vendored under
// schemas/), read with the TypeScript compiler API. No I/O here, so `gen.mjs` writes the output
// and `gen.mjs --check` compares it.
import ts from 'typescript';
import { requiredMembers, requiredMembersTable } from '../../../scripts/event-codegen.mjs';

export const DECLARATIONS_FILE = 'gemini-output-types.d.ts';
export const MANIFEST_FILE = 'manifest.json';
export const OUTPUT = 'src/generated/gemini-events.ts';

/** The union every event of the stream belongs to, and the enum of their `type` words. */
const EVENT_UNION = 'JsonStreamEvent';
const TYPE_ENUM = 'JsonStreamEventType';

/**
 * The generated module: the declared event interfaces (each exported, with its comments), their
 * enums as unions of their string values (an enum member written `JsonStreamEventType.INIT` becomes
 * `"init"`, so the types hold plain JSON), the event `type` words, and for each event its own
 * required members and their JSON kinds, which the codec checks (a small tolerant schema: other
 * members, and unknown events, pass). Members of the base interface (`timestamp`) are not checked:
 * they say nothing the reader reads.
 */
export function generateEvents(dtsText, manifest) {
  const source = ts.createSourceFile(DECLARATIONS_FILE, dtsText, ts.ScriptTarget.Latest, true);
  const declarations = new Map();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) declarations.set(statement.name.text, statement);
  }
  for (const name of [EVENT_UNION, TYPE_ENUM]) if (!declarations.has(name)) throw new Error(`codegen: ${DECLARATIONS_FILE} declares no ${name}`);

  // Every declaration the event union reaches (through members and `extends`), in declared order.
  const reached = new Set([EVENT_UNION]);
  const external = new Set();
  const stack = [declarations.get(EVENT_UNION)];
  while (stack.length) {
    const node = stack.pop();
    const visit = (child) => {
      const name =
        ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)
          ? child.typeName.text
          : ts.isTypeReferenceNode(child) && ts.isQualifiedName(child.typeName)
            ? child.typeName.left.getText(source)
            : ts.isExpressionWithTypeArguments(child)
              ? child.expression.getText(source)
              : undefined;
      if (name !== undefined && name !== 'Record') {
        const declaration = declarations.get(name);
        if (declaration && !reached.has(name)) {
          reached.add(name);
          stack.push(declaration);
        } else if (!declaration) external.add(name);
      }
      ts.forEachChild(child, visit);
    };
    ts.forEachChild(node, visit);
  }

  const enumValues = new Map();
  for (const [name, declaration] of declarations) {
    if (!ts.isEnumDeclaration(declaration)) continue;
    const values = new Map();
    for (const member of declaration.members) {
      if (!member.initializer || !ts.isStringLiteral(member.initializer)) throw new Error(`codegen: ${name}.${member.name.getText(source)} is not a string`);
      values.set(member.name.getText(source), member.initializer.text);
    }
    enumValues.set(name, values);
  }
  const plain = (text) =>
    text.replace(/\b([A-Za-z]\w*)\.([A-Z_][A-Z0-9_]*)\b/g, (whole, enumName, member) => {
      const value = enumValues.get(enumName)?.get(member);
      return value === undefined ? whole : JSON.stringify(value);
    });

  const interfaceOf = (name) => {
    const declaration = declarations.get(name);
    if (!declaration || !ts.isInterfaceDeclaration(declaration)) throw new Error(`codegen: ${name}, a member of ${EVENT_UNION}, is not an interface`);
    return declaration;
  };
  const union = declarations.get(EVENT_UNION);
  if (!ts.isTypeAliasDeclaration(union) || !ts.isUnionTypeNode(union.type)) throw new Error(`codegen: ${EVENT_UNION} is not a union`);
  const variants = union.type.types.map((member) => interfaceOf(member.getText(source)));
  const tagOf = (declaration) => {
    const tag = declaration.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === 'type');
    const value = tag && ts.isTypeReferenceNode(tag.type) ? JSON.parse(plain(tag.type.getText(source))) : undefined;
    if (typeof value !== 'string') throw new Error(`codegen: ${declaration.name.text} has no literal type`);
    return value;
  };
  const required = (declaration) => requiredMembers(declaration.members, source, (name) => declarations.get(name));
  const events = variants.map((declaration) => ({ tag: tagOf(declaration), required: required(declaration) }));

  const lines = [
    '// Types of the events `gemini --output-format stream-json` writes, one JSON object a line.',
    `// Generated from the TypeScript declarations of ${manifest.package} (the CLI's own core, which`,
    `// writes this stream: schemas/${DECLARATIONS_FILE}, sha256 ${manifest.sha256.slice(0, 16)}).`,
    '// Do not edit: regenerate with `pnpm gen` (node scripts/gen.mjs) in packages/protocol-gemini;',
    '// `node scripts/gen.mjs --cli-core <version>` vendors another version\'s declarations first.',
    '/* eslint-disable */',
    '',
  ];
  for (const name of [...external].sort()) {
    lines.push(`/** Declared by another module of the CLI's core (${name}): kept as data here. */`, `export type ${name} = unknown;`, '');
  }
  for (const [name, declaration] of declarations) {
    if (!reached.has(name)) continue;
    const comments = leadingComments(declaration, source);
    if (ts.isEnumDeclaration(declaration)) {
      lines.push(`${comments}/** The enum ${name} as its string values. */`, `export type ${name} = ${[...enumValues.get(name).values()].map((v) => JSON.stringify(v)).join(' | ')};`, '');
      continue;
    }
    const text = plain(declaration.getText(source)).replace(/^export declare /, 'export ').replace(/^(?!export )/, 'export ');
    lines.push(`${comments}${text}`, '');
  }
  lines.push(
    '/** The `type` of every event the core declares, in its order. */',
    `export const GEMINI_EVENT_TYPES = ${JSON.stringify(events.map((e) => e.tag))} as const;`,
    '',
    ...requiredMembersTable({ kindType: 'GeminiMemberKind', table: 'GEMINI_REQUIRED_MEMBERS', union: EVENT_UNION, declarer: 'core' }, events),
  );
  return { [OUTPUT]: lines.join('\n') };
}

/** The JSDoc comments written before a declaration (not the file's license header, which comes before the first import). */
function leadingComments(node, source) {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  return ranges
    .map((range) => source.text.slice(range.pos, range.end))
    .filter((text) => text.startsWith('/**') && !text.includes('@license'))
    .map((text) => `${text}\n`)
    .join('');
}
