// Flat config. The import zones encode docs/ARCHITECTURE.md: web -> common, server -> common, never
// web <-> server; common imports nothing of ours; inside the server routes -> service ->
// repository -> db; inside the web app app -> features -> components/lib. Import cycles, type-only
// ones included, are dpdm's job (`npm run lint:cycles`): import/no-cycle took half of ESLint's
// time and did not see cycles made of type imports.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const zones = [
  {
    target: './common',
    from: ['./server', './web', './test', './e2e', './bench'],
    message: 'common/ imports nothing but zod.',
  },
  {
    target: './web',
    from: ['./server', './test', './bench'],
    message: 'The web app reaches the server only over HTTP.',
  },
  {
    target: './server',
    from: ['./web', './e2e', './bench'],
    message: 'The server never imports the web app.',
  },
  // Inside the server: repositories and db never reach up into services or routes.
  {
    target: './server/db',
    from: ['./server/modules', './server/plugins'],
    message: 'db/ is the bottom layer.',
  },
  {
    target: './server/modules/*/*.repository.ts',
    from: ['./server/modules/*/*.service.ts', './server/modules/*/*.routes.ts'],
    message: 'A repository never calls up into a service or a route.',
  },
  {
    target: './server/modules/*/*.service.ts',
    from: ['./server/modules/*/*.routes.ts'],
    message: 'A service never touches routes or replies.',
  },
  {
    target: './server/lib',
    from: ['./server/modules', './server/plugins'],
    message: 'lib/ is shared plumbing below the modules.',
  },
  // Inside the web app: features and shared code never import the app layer.
  {
    target: './web/features',
    from: ['./web/app'],
    message: 'Features do not import the app layer.',
  },
  {
    target: ['./web/components', './web/lib'],
    from: ['./web/features', './web/app'],
    message: 'Shared code does not import features or the app layer.',
  },
  // A feature never imports another feature; the route files in web/app combine them.
  ...readdirSync('./web/features').map((feature, _index, all) => ({
    target: `./web/features/${feature}`,
    from: all.filter((other) => other !== feature).map((other) => `./web/features/${other}`),
    message: 'A feature does not import another feature; share through web/lib or web/components.',
  })),
];

// Production code never imports test helpers; tests (colocated *.test.ts) may.
const productionZones = [
  ...zones,
  {
    target: './server',
    from: ['./test'],
    message: 'Production code does not import test helpers.',
  },
];

// Routes never import Drizzle or the db directly (docs/ARCHITECTURE.md).
// Test helpers live in test/, beside the suite: production folders never import the test runner.
const noTestRunner = {
  group: ['vitest', 'vitest/*'],
  message: 'Test helpers live in test/ (or a *.test.ts file), never in production folders.',
};
const routeRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        noTestRunner,
        {
          group: ['drizzle-orm', 'drizzle-orm/*'],
          message: 'Routes call services; SQL lives in repositories.',
        },
        {
          group: ['**/db/*', '**/db'],
          message: 'Routes call services; SQL lives in repositories.',
        },
        { group: ['**/*.repository'], message: 'Routes call services, not repositories.' },
      ],
    },
  ],
};

// Role rules live in common/policy.ts; anywhere else a role is never compared with a literal.
const ROLE_LITERAL = '/^(admin|manager|employee)$/';
const roleSelectors = [
  ...[
    ['left', 'right'],
    ['right', 'left'],
  ].flatMap(([literal, other]) =>
    [`${other}.name`, `${other}.property.name`].map((name) => ({
      selector: `BinaryExpression[operator=/^[!=]==?$/][${literal}.value=${ROLE_LITERAL}][${name}=/[rR]ole$/]`,
      message: 'Ask common/policy.ts (can, ownScope, areaDecision …) instead of comparing roles.',
    })),
  ),
  {
    selector: 'SwitchStatement[discriminant.name=/[rR]ole$/]',
    message: 'Ask common/policy.ts instead of switching on roles.',
  },
];
const roleComparison = { 'no-restricted-syntax': ['error', ...roleSelectors] };
// The caller's business and locations come from their scope (server/modules/scope/scope.ts),
// built once per request; a session's business id is read there and nowhere else.
const scopeRules = {
  'no-restricted-syntax': [
    'error',
    ...roleSelectors,
    {
      selector: 'MemberExpression[property.name="businessId"][object.property.name="user"]',
      message: "Take the caller's scope (request.businessScope(), server/modules/scope/scope.ts).",
    },
  ],
};

// A shared schema refuses with the name of a text (REFUSAL in common/messages.ts), never with
// English words: the key travels and the words are looked up (docs/errors.md).
const refusalByName = [
  {
    selector:
      'CallExpression[callee.property.name=/^(min|max|length|regex|refine|int|gte|lte|positive|nonnegative)$/] > Literal:nth-child(2)',
    message: 'Refuse with REFUSAL.<name> from common/messages.ts, not with words.',
  },
  {
    selector: 'Property[key.name=/^(error|message)$/][value.type=/^(Literal|TemplateLiteral)$/]',
    message: 'Refuse with REFUSAL.<name> from common/messages.ts, not with words.',
  },
];

// Every /api address comes from the route table (common/api, docs/decisions/031-api-contract.md):
// a path written by hand elsewhere is one the type check cannot follow.
const routeTable = {
  rules: {
    'no-api-path': {
      meta: {
        type: 'problem',
        messages: {
          path: 'Name the route from the table in common/api (call, hrefOf, serve, API_PREFIX).',
        },
      },
      create: (context) => ({
        Literal(node) {
          if (typeof node.value === 'string' && node.value.startsWith('/api/')) {
            context.report({ node, messageId: 'path' });
          }
        },
        TemplateLiteral(node) {
          if (node.quasis[0].value.raw.startsWith('/api/')) {
            context.report({ node, messageId: 'path' });
          }
        },
      }),
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'server/db/migrations',
      'e2e/screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['./tsconfig.json', './web/tsconfig.json', './e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: productionZones }],
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|\\.|@common/).*', message: 'common/ imports nothing but zod.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['common/policy.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: roleComparison,
  },
  {
    files: ['common/schemas/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...roleSelectors, ...refusalByName] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/modules/scope/**', '**/*.test.ts'],
    rules: scopeRules,
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestRunner] }] },
  },
  { files: ['server/modules/**/*.routes.ts'], rules: routeRules },
  {
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['common/api/**', '**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'route-table': routeTable },
    rules: { 'route-table/no-api-path': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      'test/**',
      '**/*.test.ts',
      'server/main.ts',
      'server/config.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
