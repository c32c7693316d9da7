/**
 * The layers of Groundwork (docs/ARCHITECTURE.md, "Layers"), kept by dependency-cruiser in `npm run lint`.
 * `src/common` below both sides; each side's layers are listed lowest first below.
 */
const TESTS = '\\.test\\.tsx?$|/test/';

/**
 * Each side's layers, lowest first (paths below src/server/ or src/client/): a layer imports only the layers below
 * it, so one list says what the per-pair rules would repeat. Server files outside these (errors.ts, config.ts, …)
 * are shared helpers any layer may use.
 */
const SERVER_LAYERS = [
  { name: 'db-and-host', path: '(db|host)/', why: 'tables, SQL and the process: not what the product does' },
  { name: 'http', path: 'http/', why: 'the guard, errors and limits the routes use: no capability' },
  {
    name: 'capabilities',
    path: '(audit|auth|campaign|contacts|data-admin|demo-data|elections|exports|health|impact|imports|jobs|lists|mail|networks|notifications|read-budgets|search|settings|setup|survey|users)/',
    why: 'a capability never reaches for the app that assembles it',
  },
  { name: 'app', path: '((app|main)\\.ts$|cli/)', why: 'assembles everything; imported by nothing' },
];
const CLIENT_LAYERS = [
  { name: 'query-keys', path: 'query-keys/', why: 'cache keys and what each change makes stale: a leaf' },
  { name: 'api', path: 'api/', why: 'transport: no cache, queue, hook or screen' },
  { name: 'lib', path: 'lib/', why: 'the query client, toasts, downloads' },
  {
    name: 'offline',
    path: 'offline/',
    why: 'the queue refreshes through query-keys, never a hook or a screen',
  },
  { name: 'hooks', path: 'hooks/', why: 'queries and mutations: no component or screen' },
  { name: 'components', path: 'components/', why: 'shared UI: never a page' },
  { name: 'pages', path: 'pages/', why: 'one folder per screen' },
  { name: 'app', path: '[^/]+\\.tsx?$', why: 'main, router, start-app: assemble the screens' },
];

const layerRules = (side, layers) =>
  layers.slice(0, -1).map((layer, index) => ({
    name: `${side}-${layer.name}-imports-only-lower-layers`,
    comment: layer.why,
    severity: 'error',
    from: { path: `^src/${side}/${layer.path}` },
    to: {
      path: `^src/${side}/(${layers
        .slice(index + 1)
        .map((above) => above.path)
        .join('|')})`,
    },
  }));

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
      name: 'pages-not-pages',
      comment: 'A page does not import another page: what two pages share lives in components/.',
      severity: 'error',
      from: { path: '^src/client/pages/([^/]+)/' },
      to: { path: '^src/client/pages/', pathNot: '^src/client/pages/$1/' },
    },
    ...layerRules('server', SERVER_LAYERS),
    ...layerRules('client', CLIENT_LAYERS),
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
