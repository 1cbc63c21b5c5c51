/**
 * A route's per-address cap of `max` requests a minute, as route options (`app.post(url,
 * perMinute(max), handler)`): @fastify/rate-limit is registered off by default (app.ts), and a
 * route opts in with this. Over the cap it answers 429 with defaultError_13.
 */
export function perMinute(max: number): { config: { rateLimit: { max: number; timeWindow: number } } } {
  return { config: { rateLimit: { max, timeWindow: 60_000 } } };
}
