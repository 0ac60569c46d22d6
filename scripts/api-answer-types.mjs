// The web app's RTK Query endpoints read the server's answers through the types of the shared contract
// (docs/architecture.md §9.2): an answer typed by hand in the browser drifts from what the server sends without
// the type checker noticing (a placed order was once read for a field the server never sent). For every
// `build.query<Answer, Arg>` / `build.mutation<Answer, Arg>` and every `transformResponse: (answer: T)` in
// apps/web/src, each type named in Answer and T must be imported from '@folio/shared' (or be a built-in
// wrapper such as Pick or Array; `unknown` for an answer nobody reads); a type declared in the web app is refused.
// An endpoint with a transformResponse is judged by the answer it reads, not by what it makes of it.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** TypeScript's own types and utility types, which say nothing of a wire shape themselves. */
const BUILT_IN = new Set(['Array', 'ReadonlyArray', 'Pick', 'Omit', 'Partial', 'Required', 'NonNullable', 'Readonly', 'Blob']);
const PLAIN = new Set([ts.SyntaxKind.VoidKeyword, ts.SyntaxKind.UnknownKeyword, ts.SyntaxKind.StringKeyword, ts.SyntaxKind.NumberKeyword, ts.SyntaxKind.BooleanKeyword, ts.SyntaxKind.NullKeyword, ts.SyntaxKind.UndefinedKeyword, ts.SyntaxKind.LiteralType]);

/** The names a file imports from the shared package. */
function sharedImports(source) {
  const names = new Set();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== '@folio/shared') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/** Why `type` is not a shared answer type, or null when every name in it comes from the contract. */
function refusal(type, shared) {
  if (PLAIN.has(type.kind)) return null;
  if (ts.isArrayTypeNode(type)) return refusal(type.elementType, shared);
  if (ts.isUnionTypeNode(type)) return type.types.map((t) => refusal(t, shared)).find(Boolean) ?? null;
  if (ts.isIndexedAccessTypeNode(type)) return refusal(type.objectType, shared);
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    if (BUILT_IN.has(name)) {
      // Pick<Order, 'id'>: the first argument is the shape; the others name its keys.
      const [shape] = type.typeArguments ?? [];
      return shape ? refusal(shape, shared) : null;
    }
    const root = name.split('.')[0];
    return shared.has(root) ? null : `${name} is not a type of @folio/shared`;
  }
  if (ts.isTypeLiteralNode(type)) {
    // `{ data: Order }`: an envelope around shared types is still the contract's shape.
    for (const member of type.members) {
      if (!ts.isPropertySignature(member) || !member.type) return `an inline type ${type.getText()}`;
      const inner = refusal(member.type, shared);
      if (inner) return inner;
    }
    return null;
  }
  return `a type written in the browser: ${type.getText()}`;
}

/** The findings of one file: `file:line: what`. */
export function answerTypeFindings(file, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const shared = sharedImports(source);
  const findings = [];
  const report = (node, why) => findings.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${why}`);
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['query', 'mutation'].includes(node.expression.name.text) && node.typeArguments?.length) {
      // An endpoint that reshapes the answer is judged by what it reads (its transformResponse, below); one
      // with a queryFn asks through a typed helper or not the server at all.
      const [definition] = node.arguments;
      const keys = definition && ts.isObjectLiteralExpression(definition) ? definition.properties.map((p) => p.name?.getText()) : [];
      const why = !keys.includes('transformResponse') && !keys.includes('queryFn') && refusal(node.typeArguments[0], shared);
      if (why) report(node, `the answer of ${node.expression.getText()} is ${why}`);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'transformResponse' && ts.isArrowFunction(node.initializer)) {
      const [answer] = node.initializer.parameters;
      const why = answer?.type && refusal(answer.type, shared);
      if (why) report(node, `transformResponse reads ${why}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}
