// Must stay the first import: it configures zod before any schema module runs.
import './lib/no-eval';

// Everything else loads behind a dynamic import. A static import would let the bundler hoist a shared chunk
// that builds zod schemas (and so probes eval, which the CSP reports) above the configuration.
void import('./start-app');
