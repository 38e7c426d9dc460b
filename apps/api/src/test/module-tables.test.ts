import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A module's tables are private in SQL text too (docs/api.md, "One door per module"): the
// import lint stops `import { orders } from '../orders/tables'`, this stops
// sql`select ... from orders` in another module. What a module needs of another's rows it
// reads through that module's door: a function (orderNumbers, supplierNames), a relation it
// publishes for use inside a statement (orderFacts, agentFacts), an SQL fragment
// (agentDeliveryFeeSql) or a provider registered at start-up (providePaidStateCondition).

const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));

/** Test support reads what the product wrote, to assert on it: only product code is held. */
const isTestSupport = (file: string) => /(\.test|[/\\]test-lab|[/\\]test-fixtures)\.ts$/.test(file);

/**
 * References tolerated, each as 'module/file.ts: table' with its reason. It only shrinks;
 * empty since the finance module read its neighbours' tables through their doors (issue 34).
 */
const ALLOWED: Record<string, string> = {};

/** Each table's owning module, from the `pgTable('name'` declarations of modules/<m>/tables.ts. */
function tableOwners(dir = modulesDir) {
  const owners = new Map<string, string>();
  for (const m of readdirSync(dir)) {
    const file = path.join(dir, m, 'tables.ts');
    if (!statSync(path.join(dir, m)).isDirectory()) continue;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const [, name] of text.matchAll(/pgTable\(\s*['"]([a-z0-9_]+)['"]/g)) owners.set(name!, m);
  }
  return owners;
}

/** The code without its comments (a comment may say "read from orders"), lines kept in place. */
const withoutComments = (src: string) =>
  src
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');

/** The tables of other modules that `src` (a file of `module`) names after FROM, JOIN, UPDATE, INSERT INTO. */
function foreignTables(src: string, module: string, owners: Map<string, string>) {
  const code = withoutComments(src);
  const found: { line: number; table: string; owner: string }[] = [];
  for (const m of code.matchAll(
    /\b(?:from|join|update|insert\s+into)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi,
  )) {
    const table = m[1]!;
    const owner = owners.get(table);
    if (owner && owner !== module)
      found.push({ line: code.slice(0, m.index).split('\n').length, table, owner });
  }
  return found;
}

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

describe("a module's tables in other modules' SQL", () => {
  const owners = tableOwners();

  it('reads every module’s tables (the scan knows what to look for)', () => {
    expect(owners.get('orders')).toBe('orders');
    expect(owners.get('fulfillment_agents')).toBe('fulfillment-agents');
    expect(owners.get('supplier_payables')).toBe('purchase');
    expect(owners.get('payments')).toBe('finance');
    expect(owners.size).toBeGreaterThan(40);
  });

  it('finds a foreign table after FROM, JOIN, UPDATE and INSERT INTO, not in comments or its own module', () => {
    const src = [
      '// what was read from orders',
      '/* join suppliers */',
      'sql`select o.id from orders o',
      '  join "fulfillment_agents" fa on fa.id = o.agent_id`;',
      'sql`update supplier_payables set paid_minor = 0`; sql`insert into  payments (id) values (1)`;',
      "import { x } from '../orders'; sql`select 1 from journal_lines`;",
    ].join('\n');
    expect(foreignTables(src, 'finance', owners)).toEqual([
      { line: 3, table: 'orders', owner: 'orders' },
      { line: 4, table: 'fulfillment_agents', owner: 'fulfillment-agents' },
      { line: 5, table: 'supplier_payables', owner: 'purchase' },
    ]);
    expect(foreignTables(src, 'returns', owners).map((f) => f.table)).toContain('journal_lines');
  });

  it("has no module naming another module's tables in its SQL, beyond the allow list", () => {
    const found: string[] = [];
    for (const m of readdirSync(modulesDir)) {
      const dir = path.join(modulesDir, m);
      if (!statSync(dir).isDirectory()) continue;
      for (const file of filesOf(dir).filter((f) => f.endsWith('.ts') && !isTestSupport(f))) {
        const rel = path.relative(modulesDir, file).split(path.sep).join('/');
        for (const f of foreignTables(readFileSync(file, 'utf8'), m, owners)) {
          if (!ALLOWED[`${rel}: ${f.table}`])
            found.push(`${rel}:${f.line} ${f.table} (${f.owner})`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
