/**
 * The one import rule of ARCHITECTURE.md, checked on every `npm test`:
 * imports point inward only (ui -> application -> domain,
 * adapters -> application -> domain, composition-root -> everything);
 * contracts/ imports only domain/ and is used by application (its types),
 * adapters and ui alike.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only itself, neverthrow and valibot.',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        pathNot: ['^domain/', '^node_modules/(neverthrow|valibot)/'],
      },
    },
    {
      name: 'domain-no-node-builtins',
      comment: 'domain/ has no I/O: no Node built-ins.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-only-domain',
      comment: 'contracts/ (the wire: valibot schemas of HTTP bodies, DDP calls and publications) imports only domain/ and valibot.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: {
        // Unanchored, so that valibot is recognised in a worktree whose node_modules is a symlink too.
        pathNot: ['^contracts/', '^domain/', '(^|/)node_modules/valibot/'],
      },
    },
    {
      name: 'contracts-no-node-builtins',
      comment: 'contracts/ run in the browser and on the server alike: no Node built-ins.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'application-only-inward',
      comment: 'application/ may not import adapters/, ui/ or composition-root/.',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: '^(adapters|ui|composition-root)/' },
    },
    {
      name: 'adapters-not-ui-or-root',
      comment: 'adapters/ implement ports; they do not reach into ui/ or composition-root/.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|composition-root)/' },
    },
    {
      name: 'ui-not-adapters-or-root',
      comment: 'ui/ talks to use cases, never to adapters or the composition root directly.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(adapters|composition-root)/' },
    },
    {
      name: 'inversify-only-in-composition-root',
      comment: 'Only composition-root/ knows the container.',
      severity: 'error',
      from: { pathNot: '^(composition-root|tests/composition-root)/' },
      to: { path: '^node_modules/inversify/' },
    },
    // ---- bounded contexts (docs/architecture.md) ----
    {
      name: 'context-through-its-index',
      comment:
        'A business context uses another only through its public surface: <layer>/<context>/index.ts (or ports/index.ts). ' +
        'The shared kernel (<layer>/shared/) is exempt: it is the vocabulary every context speaks.',
      severity: 'error',
      from: { path: '^(domain|application|contracts)/([^/]+)/', pathNot: '^domain/shared/errors/codes\\.ts$' },
      to: {
        path: '^(domain|application|contracts)/([^/]+)/',
        pathNot: ['^$1/$2/', '^(domain|application|contracts)/shared/', '^(domain|application|contracts)/[^/]+/(ports/)?index\\.ts$'],
      },
    },
    // The one exception to both rules below and above: the error catalogue's index unions the codes each
    // context declares in its own leaf `errors.ts` (constants only), so every context can speak every code.
    {
      name: 'shared-kernel-knows-no-context',
      comment: 'shared/ is below every business context: it imports none of them.',
      severity: 'error',
      from: { path: '^(domain|application|contracts)/shared/', pathNot: '^domain/shared/errors/codes\\.ts$' },
      to: { path: '^(domain|application|contracts)/(accounts|catalog|shopping|analytics|navigation|orders|ledger|payments|payouts|offers|messaging|content|tools|staff|media)/' },
    },
    {
      name: 'ledger-imports-no-business-context',
      comment: 'The ledger is the bottom of the money side: orders, payments, payouts and offers use it, never the reverse.',
      severity: 'error',
      from: { path: '/ledger/' },
      to: { path: '^(domain|application|contracts|adapters/server/[^/]+|adapters/client|ui/features)/(accounts|catalog|shopping|analytics|navigation|orders|payments|payouts|offers|messaging|content|tools|staff)/' },
    },
    {
      name: 'messaging-never-imports-orders',
      comment: 'Chat knows an order only as an id in a message; orders tell messaging through events, not imports.',
      severity: 'error',
      from: { path: '/messaging/' },
      to: { path: '/orders/' },
    },
    {
      name: 'money-contexts-use-only-the-ledger',
      comment: 'orders, payments, payouts and offers may use ledger; nothing else on the money side is shared by import.',
      severity: 'error',
      from: { path: '^(domain|application)/(orders|payments|payouts|offers)/' },
      to: { path: '^(domain|application)/(orders|payments|payouts|offers)/', pathNot: '^$1/$2/' },
    },
    {
      name: 'authorization-reads-no-secrets',
      comment:
        'Who may do what is decided from the actor, a projection of the account without secrets. The permission ' +
        'table, the actor builders and the use cases that authorize may not reach the sign-in record ' +
        '(application/accounts/ports/account-store.ts, which carries the password hash and 2FA secret), not even ' +
        'through the ports barrel: import ports/actor-directory.ts or ports/session-tokens.ts directly. ' +
        'tests/fixtures/authorization/ holds a deliberate violation that tests/architecture proves this rule catches.',
      severity: 'error',
      from: {
        path: [
          '^domain/accounts/(actor|permissions)[.]ts$',
          '^application/accounts/ports/actor-directory[.]ts$',
          '^application/shopping/',
          '^adapters/server/persistence/accounts/sql-actor-directory[.]ts$',
          '^adapters/server/http/shared/request-actor[.]ts$',
          '^adapters/server/ddp-api/shared/',
          '^adapters/server/ddp-api/shopping/',
          '^tests/fixtures/authorization/',
        ],
      },
      to: { path: '^application/accounts/ports/account-store[.]ts$', reachable: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import must resolve, or the rules above could be dodged.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Deliberate violations that tests/architecture runs on their own, to prove the rules catch them.
    exclude: { path: '^tests/fixtures/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
