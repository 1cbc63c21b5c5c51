/**
 * Big-number JSON codec (SPEC §7), importable without RTK by the reference back end.
 * Placeholder until the API-contract issue: plain JSON, which loses precision past 15 digits.
 */
export function parseJson(text: string): unknown {
  return JSON.parse(text) as unknown;
}

export function stringifyJson(value: unknown): string {
  return JSON.stringify(value);
}
