// The role and module matrix: an adviser without a module is refused every operation of that module, and an adviser
// who is no internal operator every operation of the operators (docs/modules.md). What an operation needs is read
// from the document: the paths of a module, and the summary "(internal operators only)" that the operators' routes carry.

/** The modules the colleague of the demo data lacks, by the paths of their operations. */
export const MODULE_PATHS = [
  { module: 'invoices', pattern: /\/invoices(\/|$)/ },
  { module: 'expected_revenue', pattern: /\/expected_revenue(\/|$)/ },
];

export const isOperatorsOnly = (operation) => /internal operators only/i.test(operation.operation.summary ?? '');

/**
 * The cases of one operation, made from its valid request `valid`: sent by an adviser without the operation's module
 * (token `withoutModules`) and, for an operators' operation, by an adviser (token `user`); each must be answered 403.
 */
export function accessCases(operation, valid) {
  if (!valid) return [];
  const name = (who) => `${operation.method.toUpperCase()} ${operation.path}: ${who}`;
  const cases = MODULE_PATHS.filter(({ pattern }) => pattern.test(operation.path)).map(({ module }) => ({
    ...valid,
    name: name(`an adviser without the ${module} module`),
    token: 'withoutModules',
    expect: 'forbidden',
  }));
  if (isOperatorsOnly(operation)) cases.push({ ...valid, name: name('an adviser who is no operator'), token: 'user', expect: 'forbidden' });
  return cases;
}
