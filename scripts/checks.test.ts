import { describe, expect, it } from 'vitest';
import { answerTypeFindings } from './api-answer-types.mjs';
import { citationFindings, sectionsOf } from './citations.mjs';
import { importGraphFindings } from './import-graph.mjs';
import { policyShapeFindings } from './policy-shape.mjs';
import { endpointNameFindings } from './endpoint-names.mjs';

describe("the check of the web's answer types", () => {
  const endpoint = (imports: string, declarations: string, definition: string) =>
    `${imports}\nimport { apiSlice } from '../../http/api';\n${declarations}\nexport const api = apiSlice.injectEndpoints({ endpoints: (build) => ({ ${definition} }) });\n`;

  it('should refuse an answer typed by an interface of the web app', () => {
    const text = endpoint('', 'interface PlacedOrder { id: string; payment_instructions?: string }', "order: build.query<PlacedOrder, string>({ query: (id) => `/me/orders/${id}` }),");
    expect(answerTypeFindings('api.ts', text)).toEqual(['api.ts:4: the answer of build.query is PlacedOrder is not a type of @folio/shared']);
  });

  it('should refuse a transformResponse that reads a hand-written shape', () => {
    const text = endpoint("import type { Order } from '@folio/shared';", 'type Mine = { data: Order; extra: string };', 'order: build.query<Order, string>({ query: (id) => id, transformResponse: (answer: Mine) => answer.data }),');
    expect(answerTypeFindings('api.ts', text)).toHaveLength(1);
  });

  it('should accept the shared types, their envelopes and built-in wrappers, and endpoints that reshape a shared answer', () => {
    const text = endpoint(
      "import type { Order, OrderListResponse, PagesResponse } from '@folio/shared';",
      'interface Local { version: number }',
      [
        'orders: build.query<OrderListResponse, void>({ query: () => "/orders" }),',
        'order: build.query<Pick<Order, "id">[], string>({ query: (id) => id }),',
        'one: build.query<Order, string>({ query: (id) => id, transformResponse: (answer: { data: Order }) => answer.data }),',
        'pages: build.query<Local, string>({ query: (id) => id, transformResponse: (answer: PagesResponse) => ({ version: answer.version }) }),',
        'remove: build.mutation<void, string>({ query: (id) => id }),',
      ].join('\n'),
    );
    expect(answerTypeFindings('api.ts', text)).toEqual([]);
  });
});

describe('the check of citations', () => {
  const sections = sectionsOf('# Title\n## 4. Who may do what\n## 9. Conventions\n### 9.3 Abilities\n');
  const decisions = ['007-authorization-in-one-place.md'];

  it('should find the sections of the architecture document', () => {
    expect([...sections]).toEqual(['4', '9', '9.3']);
  });

  it('should accept citations that resolve', () => {
    const text = '// architecture.md §4 and §9.3: architecture.md §9.3; docs/decisions/007-authorization-in-one-place.md, decision 007';
    expect(citationFindings('a.ts', text, sections, decisions)).toEqual([]);
  });

  it('should report a missing section, a missing record and the document that is not in the repository', () => {
    const text = 'architecture.md §12\nDESIGN.md §4\ndocs/decisions/010-payment-moves-the-order.md\ndecision 099';
    expect(citationFindings('a.ts', text, sections, decisions)).toEqual([
      'a.ts:1: cites architecture.md §12, which has no such section',
      'a.ts:2: cites DESIGN.md, which is not in the repository (cite docs/architecture.md)',
      'a.ts:3: cites docs/decisions/010-payment-moves-the-order.md, which does not exist',
      'a.ts:4: cites decision 099, which does not exist',
    ]);
  });
});

describe('the check of the one shape of authorization', () => {
  const policy = 'apps/api/src/modules/books/policy.ts';

  it('should refuse a policy.ts whose rules are loose predicates, and a role refused with 403 outside the policies', () => {
    const predicates = "export const mayEdit = (user: Actor, book: Book) => user.role === 'admin' || book.ownerId === user.id;\n";
    expect(policyShapeFindings(policy, predicates)).toEqual([`${policy}: builds no rule table with definePolicy (lib/policy.ts)`]);
    const routes = [
      "const guard = async (request: FastifyRequest) => {",
      "  if (request.user.role !== 'admin') throw forbidden('Admins only.');",
      '  if (',
      '    !EDITOR_ROLES.includes(request.user.role)',
      '  ) {',
      "    throw new HttpError(403, 'Editors only.');",
      '  }',
      '};',
    ].join('\n');
    expect(policyShapeFindings('apps/api/src/modules/books/routes.ts', routes)).toEqual([
      "apps/api/src/modules/books/routes.ts:2: refuses a role with 403 outside policy.ts (make it a rule of the module's table)",
      "apps/api/src/modules/books/routes.ts:3: refuses a role with 403 outside policy.ts (make it a rule of the module's table)",
    ]);
  });

  it('should accept a table built with definePolicy, and 403s outside it that test no role', () => {
    const table = [
      "import { definePolicy } from '../../lib/policy.ts';",
      "const policy = definePolicy<'edit', Book>({ edit: { roles: 'all', relation: owns } });",
    ].join('\n');
    expect(policyShapeFindings(policy, table)).toEqual([]);
    const reading = 'if (access === "preview" && from >= readable) throw forbidden(BEYOND_PREVIEW);\nif (!policy.mayEver(request.user, "edit")) throw forbidden();';
    expect(policyShapeFindings('apps/api/src/modules/books/pages.ts', reading)).toEqual([]);
  });
});

describe('the check of the import graph', () => {
  const findingsOf = (files: Record<string, string>) => importGraphFindings(Object.keys(files), (file: string) => files[file]);

  it('should report a cycle closed by a type import, and one through a lazy import', () => {
    expect(findingsOf({
      'apps/api/src/seed/index.ts': "import { users } from './users.ts';\nexport interface SeedContext { log: () => void }",
      'apps/api/src/seed/users.ts': "import type { SeedContext } from './index.ts';",
      'apps/api/src/jobs/queue.ts': "export type Job = { id: string };\nconst run = () => import('./pdf.ts');",
      'apps/api/src/jobs/pdf.ts': "import type { Job } from './queue.ts';",
    })).toEqual([
      'cycle: apps/api/src/seed/index.ts → apps/api/src/seed/users.ts → apps/api/src/seed/index.ts (move what they share to a module of its own)',
      'cycle: apps/api/src/jobs/pdf.ts → apps/api/src/jobs/queue.ts → apps/api/src/jobs/pdf.ts (move what they share to a module of its own)',
    ]);
  });

  it("should report a feature that imports the dashboard's screens, and let the router load them", () => {
    expect(findingsOf({
      'apps/web/src/features/admin/orders/Badges.tsx': 'export const Badge = 1;',
      'apps/web/src/features/checkout/OrderConfirmation.tsx': "import { Badge } from '../admin/orders/Badges';",
      'apps/web/src/app/router.tsx': "const Orders = lazy(() => import('../features/admin/orders/Badges'));",
    })).toEqual([
      "apps/web/src/features/checkout/OrderConfirmation.tsx imports ../admin/orders/Badges (only the router imports the dashboard's screens in features/admin: move what both use to a feature of its own)",
    ]);
  });

  it('should accept a graph without cycles whose shared types live in modules of their own', () => {
    expect(findingsOf({
      'apps/api/src/seed/context.ts': 'export interface SeedContext { log: () => void }',
      'apps/api/src/seed/index.ts': "import type { SeedContext } from './context.ts';\nimport { users } from './users.ts';",
      'apps/api/src/seed/users.ts': "import type { SeedContext } from './context.ts';",
      'apps/web/src/features/orders/Badges.tsx': 'export const Badge = 1;',
      'apps/web/src/features/admin/orders/OrdersPage.tsx': "import { Badge } from '../../orders/Badges';",
    })).toEqual([]);
  });
});

describe("the check of the web API's endpoint names", () => {
  const files: Record<string, string> = {
    'apps/web/src/features/admin/dashboard/api.ts': 'api.injectEndpoints({\n  endpoints: (build) => ({\n    dashboard: build.query<D, void>({ query: () => x }),\n  }),\n});',
    'apps/web/src/features/classes/api.ts': 'api.injectEndpoints({\n  endpoints: (build) => ({\n    dashboard: build.query<C, string>({ query: (id) => y }),\n    classBooks: build.query<B, string>({ query: (id) => z }),\n  }),\n});',
  };
  it('should report one name injected by two features, since the first one loaded would answer both', () => {
    expect(endpointNameFindings(Object.keys(files), (f) => files[f]!)).toEqual([
      'endpoint "dashboard" is injected by apps/web/src/features/admin/dashboard/api.ts and apps/web/src/features/classes/api.ts (give each its own name)',
    ]);
  });
  it('should accept names of their own', () => {
    const renamed = { ...files, 'apps/web/src/features/classes/api.ts': files['apps/web/src/features/classes/api.ts']!.replace('dashboard:', 'classDashboard:') };
    expect(endpointNameFindings(Object.keys(renamed), (f) => renamed[f]!)).toEqual([]);
  });
});
