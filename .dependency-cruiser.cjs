/**
 * The layers of Groundwork (docs/ARCHITECTURE.md, "Layers"), kept by dependency-cruiser in `npm run lint`.
 * Lowest first: common → server host and db → server http plumbing → capability folders → app/main/cli;
 * client: query-keys → api (transport) → lib → offline (the queue) → hooks → components → pages.
 */
const TESTS = '\\.test\\.tsx?$|/test/';
const SERVER_TOP = '^src/server/(app|main)\\.ts$|^src/server/cli/';
const CAPABILITIES =
  '^src/server/(audit|auth|campaign|contacts|data-admin|demo-data|exports|health|impact|imports|jobs|lists|mail|networks|notifications|read-budgets|search|settings|setup|survey|users)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycles',
      comment: 'A file cycle makes load order matter and hides which module owns what.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Each folder is a unit: if A uses B, B does not use A (directly or round a loop).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'common-stays-common',
      comment: 'src/common is shared by the browser and the server: it imports neither.',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'db-below-capabilities',
      comment: 'The database layer knows tables and SQL, not what the product does with them.',
      severity: 'error',
      from: { path: '^src/server/db/' },
      to: { path: `${CAPABILITIES}|^src/server/http/|${SERVER_TOP}` },
    },
    {
      name: 'http-is-plumbing',
      comment:
        'src/server/http holds the guard, errors and headers the routes use; it imports no capability.',
      severity: 'error',
      from: { path: '^src/server/http/' },
      to: { path: `${CAPABILITIES}|${SERVER_TOP}` },
    },
    {
      name: 'capabilities-not-up',
      comment: 'A capability never reaches for the app that assembles it.',
      severity: 'error',
      from: { path: CAPABILITIES },
      to: { path: SERVER_TOP },
    },
    {
      name: 'pages-not-pages',
      comment: 'A page does not import another page: what two pages share lives in components/.',
      severity: 'error',
      from: { path: '^src/client/pages/([^/]+)/' },
      to: { path: '^src/client/pages/', pathNot: '^src/client/pages/$1/' },
    },
    {
      name: 'components-below-pages',
      severity: 'error',
      from: { path: '^src/client/components/' },
      to: { path: '^src/client/pages/' },
    },
    {
      name: 'hooks-below-components',
      severity: 'error',
      from: { path: '^src/client/hooks/' },
      to: { path: '^src/client/(components|pages)/' },
    },
    {
      name: 'query-keys-are-a-leaf',
      comment: 'The names of cached queries, and what each change makes stale, import nothing of the client.',
      severity: 'error',
      from: { path: '^src/client/query-keys/' },
      to: { path: '^src/client/', pathNot: '^src/client/query-keys/' },
    },
    {
      name: 'transport-below-the-rest',
      comment: 'api/ sends requests and reads answers; it knows no cache, queue, hook or screen.',
      severity: 'error',
      from: { path: '^src/client/api/' },
      to: { path: '^src/client/(lib|offline|hooks|components|pages)/' },
    },
    {
      name: 'lib-below-the-queue',
      severity: 'error',
      from: { path: '^src/client/lib/' },
      to: { path: '^src/client/(offline|hooks|components|pages)/' },
    },
    {
      name: 'queue-below-hooks',
      comment: 'The offline queue refreshes the cache through query-keys, never through a hook or a screen.',
      severity: 'error',
      from: { path: '^src/client/offline/' },
      to: { path: '^src/client/(hooks|components|pages)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach across layers (a client test checks the server's vocabulary); the rules are for the product.
    exclude: { path: `^(node_modules|dist)|${TESTS}` },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
