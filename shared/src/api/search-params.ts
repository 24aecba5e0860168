type Scalar = string | number | boolean;
export type QueryParams = Record<string, Scalar | readonly Scalar[] | null | undefined>;

/** Bracket-style array parameters, as the API expects them: `status[]=invested&status[]=ready`. */
export function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const name = key.endsWith('[]') ? key : `${key}[]`;
      for (const item of value as readonly Scalar[]) search.append(name, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search;
}
