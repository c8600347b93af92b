// What the code generators of the CLIs' typed JSON event streams share (protocol-codex's
// exec-codegen.mjs for `codex exec --json`, protocol-gemini's codegen.mjs for gemini's
// stream-json): each event's required members and their JSON kinds, read off the CLI's own
// TypeScript declarations, and the table of them the generated module holds, which protocol-core's
// `decodeEventLine` checks. Pure: no I/O.
import ts from 'typescript';

/**
 * The JSON kind of a member declared with type `node`, or undefined where the declaration allows
 * more than one (a member the codec then does not check). `declared(name)` is the declaration a
 * type name stands for in the same file, if any.
 */
export function memberKind(node, source, declared) {
  if (node.kind === ts.SyntaxKind.StringKeyword) return 'string';
  if (node.kind === ts.SyntaxKind.NumberKeyword) return 'number';
  if (node.kind === ts.SyntaxKind.BooleanKeyword) return 'boolean';
  if (ts.isArrayTypeNode(node)) return 'array';
  if (ts.isTypeLiteralNode(node)) return 'object';
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return 'string';
  if (ts.isUnionTypeNode(node)) {
    const kinds = new Set(node.types.map((type) => memberKind(type, source, declared)));
    return kinds.size === 1 ? [...kinds][0] : undefined;
  }
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText(source);
    if (name === 'Record') return 'object';
    const declaration = declared(name);
    if (declaration && ts.isInterfaceDeclaration(declaration)) return 'object';
    if (declaration && ts.isTypeAliasDeclaration(declaration)) return memberKind(declaration.type, source, declared);
    if (declaration && ts.isEnumDeclaration(declaration)) return 'string';
  }
  return undefined;
}

/** An event's required members other than `type`, each with its JSON kind: those of one kind only. */
export function requiredMembers(members, source, declared) {
  return members
    .filter((m) => ts.isPropertySignature(m) && !m.questionToken && m.type && m.name.getText(source) !== 'type')
    .map((m) => [m.name.getText(source), memberKind(m.type, source, declared)])
    .filter(([, kind]) => kind !== undefined);
}

/**
 * The generated module's table of them: the member kind type `kindType`, then `table` holding
 * each event's required members, keyed by the `type` of `union` (`events`: `{ tag, required }`).
 */
export function requiredMembersTable({ kindType, table, union, declarer }, events) {
  return [
    '/** JSON kinds a required member is checked for. */',
    `export type ${kindType} = 'string' | 'number' | 'boolean' | 'object' | 'array';`,
    '',
    `/** Each event's required members (other than \`type\`) and their kinds, as the ${declarer} declares them. */`,
    `export const ${table}: Readonly<Record<${union}['type'], readonly (readonly [string, ${kindType}])[]>> = {`,
    ...events.map((e) => `  ${JSON.stringify(e.tag)}: [${e.required.map(([m, k]) => `[${JSON.stringify(m)}, ${JSON.stringify(k)}]`).join(', ')}],`),
    '};',
    '',
  ];
}
