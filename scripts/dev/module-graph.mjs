#!/usr/bin/env node
// The API's module graph: which module imports which at run time (type-only imports are
// erased by the compiler and do not count). Counts edges, pairs that import each other,
// the cycles (strongly connected groups) and imports from the platform layer up into a
// domain. Tests are left out: they may read any module to assert what the API stored.
//
//   node scripts/dev/module-graph.mjs           a summary
//   node scripts/dev/module-graph.mjs --files   each edge with the files behind it
//   node scripts/dev/module-graph.mjs --json    the whole graph as JSON
//
// src/test/module-graph.test.ts runs the same analysis and fails when a cycle comes back.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MODULES_DIR = path.join(ROOT, 'apps/api/src/modules');

/** The platform layer (docs/adding-a-feature.md): it never imports a domain. */
export const PLATFORM = [
  'identity',
  'users',
  'tenancy',
  'stores',
  'audit',
  'mail',
  'notifications',
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'fixtures' && entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) {
      if (!/(^|[-.])test-(helpers|lab|fixtures)\.ts$|^test-/.test(entry.name)) yield full;
    }
  }
}

/** A specifier this file loads at run time (import, export … from, import(), require()). */
function runtimeSpecifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const moduleOf = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};

/** Tarjan's strongly connected components: each group of two or more is a cycle. */
function cyclesOf(nodes, edges) {
  const out = new Map(nodes.map((n) => [n, []]));
  for (const { from, to } of edges) out.get(from).push(to);
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (v) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of out.get(v)) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const n of nodes) if (!indexOf.has(n)) connect(n);
  return groups.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** The graph of apps/api/src/modules (or `dir`): edges (with the files behind each), pairs, cycles. */
export function moduleGraph(dir = MODULES_DIR, platform = PLATFORM) {
  const modules = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const byEdge = new Map();
  for (const m of modules) {
    for (const file of sourceFiles(path.join(dir, m))) {
      for (const spec of runtimeSpecifiers(file)) {
        if (!spec.startsWith('.')) continue;
        const target = moduleOf(dir, path.resolve(path.dirname(file), spec));
        if (!target || target === m) continue;
        const key = `${m}->${target}`;
        const edge = byEdge.get(key) ?? { from: m, to: target, files: [] };
        edge.files.push(`${path.relative(dir, file)} -> ${spec}`);
        byEdge.set(key, edge);
      }
    }
  }
  const edges = [...byEdge.values()].sort(
    (a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
  const mutualPairs = edges
    .filter((e) => e.from < e.to && byEdge.has(`${e.to}->${e.from}`))
    .map((e) => `${e.from}<->${e.to}`);
  const platformToDomain = edges
    .filter((e) => platform.includes(e.from) && !platform.includes(e.to))
    .map((e) => `${e.from}->${e.to}`);
  return { modules, edges, mutualPairs, cycles: cyclesOf(modules, edges), platformToDomain };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = moduleGraph();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(graph, null, 2));
  } else {
    console.log(`modules: ${graph.modules.length}`);
    console.log(`runtime edges between modules: ${graph.edges.length}`);
    if (process.argv.includes('--files')) {
      for (const e of graph.edges)
        console.log(`  ${e.from} -> ${e.to}\n    ${e.files.join('\n    ')}`);
    }
    console.log(`mutual pairs: ${graph.mutualPairs.length}  ${graph.mutualPairs.join(', ')}`);
    console.log(
      `platform -> domain: ${graph.platformToDomain.length}  ${graph.platformToDomain.join(', ')}`,
    );
    console.log(`cycles (strongly connected groups): ${graph.cycles.length}`);
    for (const c of graph.cycles) console.log(`  ${c.length}: ${c.join(' ')}`);
  }
}
