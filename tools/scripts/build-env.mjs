// The build-time settings a build reads (README "Site config": every VITE_ variable), printed for
// Nx to hash (nx.json targetDefaults.build `runtime` input): a build for another deployment's
// settings is built again, not taken from the cache of the last one.
const settings = Object.entries(process.env)
  .filter(([name]) => name.startsWith('VITE_'))
  .sort(([a], [b]) => a.localeCompare(b));
for (const [name, value] of settings) console.log(`${name}=${value ?? ''}`);
