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
