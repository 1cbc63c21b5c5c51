import fc from 'fast-check';

// Property tests run on one seed in CI, so a red run is repeatable and a green one stays green
// (a failure prints its seed and shrunk input). FAST_CHECK_SEED explores other inputs.
fc.configureGlobal({ seed: Number(process.env['FAST_CHECK_SEED'] ?? 20_261_123) });
