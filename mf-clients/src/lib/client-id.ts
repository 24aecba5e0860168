/** A client's (or a service's) id in an address: a positive whole number that fits PostgreSQL's integer, else null. */
export const parseId = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
