// The project's import graph, read from the source (docs/architecture.md §2):
// - a cycle of imports ties its modules into one: none of them can be understood, tested or loaded without all the
//   others, and a cycle closed by `import type` is still a type in the wrong file. Every import counts here, type
//   imports and lazy `import()` included (a lazy import still names the module it loads).
// - features/admin holds the dashboard's screens, loaded by the router (app/): a screen or feature elsewhere that
//   imports from it leans on a screen above it. What both need lives in a feature of its own (features/ebooks,
//   features/orders, features/resources).
import { posix } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/**
 * The relative modules a file names: in import and export declarations, whether for values or for types, and in
 * `import()`, whether a lazy load or a type (`typeof import('./x')`).
 */
function importsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) specifiers.push(node.arguments[0].text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) specifiers.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

/** The file a relative specifier of `file` names, given which files exist; null when none does. */
function resolveImport(file, specifier, exists) {
  const base = posix.join(posix.dirname(file), specifier);
  return EXTENSIONS.map((extension) => base + extension).find(exists) ?? null;
}

/**
 * The cycles of a graph (file → the files it imports): one per strongly connected group of files, shown as one
 * shortest loop through it, and a file that imports itself. Tarjan's algorithm, kept iterative for deep graphs.
 */
function importCycles(graph) {
  const index = new Map(), low = new Map(), onStack = new Set(), stack = [], groups = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, next); low.set(root, next); next += 1; stack.push(root); onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node] = frame;
      const targets = graph.get(node) ?? [];
      if (frame[1] < targets.length) {
        const target = targets[frame[1]++];
        if (!index.has(target)) {
          index.set(target, next); low.set(target, next); next += 1; stack.push(target); onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) { const parent = work[work.length - 1][0]; low.set(parent, Math.min(low.get(parent), low.get(node))); }
      if (low.get(node) !== index.get(node)) continue;
      const group = [];
      let member;
      do { member = stack.pop(); onStack.delete(member); group.push(member); } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
    }
  }
  return groups.map((group) => shortestLoop(graph, group));
}

/** The shortest way from the group's first file (by name) back to itself, within the group. */
function shortestLoop(graph, group) {
  const members = new Set(group);
  const start = [...group].sort()[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [start];
        for (let step = node; step !== start; step = cameFrom.get(step)) loop.splice(1, 0, step);
        return [...loop, start];
      }
      if (!cameFrom.has(target)) { cameFrom.set(target, node); queue.push(target); }
    }
  }
  return [start, start];
}

const ADMIN = 'apps/web/src/features/admin/';
const ROUTER = 'apps/web/src/app/';

/** The findings over the project's source files (paths from the root), read by `read`. */
export function importGraphFindings(files, read) {
  const known = new Set(files);
  const graph = new Map();
  const findings = [];
  for (const file of files) {
    const targets = [];
    for (const specifier of importsOf(file, read(file))) {
      const target = resolveImport(file, specifier, (path) => known.has(path));
      if (!target) continue;
      targets.push(target);
      if (target.startsWith(ADMIN) && !file.startsWith(ADMIN) && !file.startsWith(ROUTER)) {
        findings.push(`${file} imports ${specifier} (only the router imports the dashboard's screens in features/admin: move what both use to a feature of its own)`);
      }
    }
    graph.set(file, targets);
  }
  for (const loop of importCycles(graph)) findings.push(`cycle: ${loop.join(' → ')} (move what they share to a module of its own)`);
  return findings;
}
