// Authorization has one shape (architecture.md §4, decision 007): each module's rules are a table built with
// definePolicy of apps/api/src/lib/policy.ts, which both enforces them and reports them as abilities. These are
// the places that leave that shape:
// - a module's policy.ts that builds no table with definePolicy (rules written as loose predicates or asserts);
// - outside the policies, a 403 thrown on a role test: `if (… role …) throw forbidden()` (or a `new HttpError(403`).
// The second rule is narrow on purpose. Other 403s outside policy.ts are about a record rather than a role (a page
// past a paid book's preview, downloads a publisher turned off) and stay with the code that reads the record; and
// a role is tested for other ends than refusing (a storage quota, which orders a list holds). What it catches is
// the shape that hides a rule from the table, and so from the abilities the web is told: a role refused in a
// route or a service. A role test kept in a variable before the `if` escapes it; review sees those.

const MODULE_POLICY = /^apps\/api\/src\/modules\/[^/]+\/policy\.ts$/;
const FACTORY = 'apps/api/src/lib/policy.ts';
const IMPORTS_FACTORY = /import\s*\{[^}]*\bdefinePolicy\b[^}]*\}\s*from\s*['"](?:\.\.\/)+lib\/policy\.ts['"]/;
const BUILDS_TABLE = /\bdefinePolicy\s*[<(]/;
/** `if (condition) throw forbidden(…)`, the condition over one or more lines, braces around the throw or not. */
const REFUSAL = /\bif\s*\(([^;{}]*?)\)\s*\{?\s*throw\s+(?:forbidden\(|new\s+HttpError\(\s*403\b)/g;
const ROLE_TEST = /\broles?\b/;

/** The findings of one source file of the API (its path from the project root, its text). */
export function policyShapeFindings(file, text) {
  if (!file.startsWith('apps/api/src/') || file === FACTORY) return [];
  if (MODULE_POLICY.test(file)) {
    return IMPORTS_FACTORY.test(text) && BUILDS_TABLE.test(text) ? [] : [`${file}: builds no rule table with definePolicy (lib/policy.ts)`];
  }
  const findings = [];
  for (const match of text.matchAll(REFUSAL)) {
    if (!ROLE_TEST.test(match[1])) continue;
    const line = text.slice(0, match.index).split('\n').length;
    findings.push(`${file}:${line}: refuses a role with 403 outside policy.ts (make it a rule of the module's table)`);
  }
  return findings;
}
