import fc from 'fast-check';

// Every property runs at least 1,000 cases (the foundation issue's bar);
// FC_RUNS can raise it for a soak run.
fc.configureGlobal({ numRuns: Math.max(1000, Number(process.env['FC_RUNS'] ?? 0)) });
