// Encoded static paths (issue 29): a source map asked for through an encoded path must be refused like the plain one.
// The gateway's test, the nginx configuration's test and the fuzz suite read the same list.

/** The source maps of the shell and of a remote, each spelled the ways a file server decodes to the same file. */
export const SOURCE_MAP_FILES = ['/main.js', '/remotes/mf-statistics/remoteEntry.js'];

/** `.map` written plain, percent-encoded letter by letter, with an encoded dot, double-encoded, in capitals, with a query. */
export const SOURCE_MAP_SPELLINGS = [
  '.map',
  '.ma%70',
  '.%6dap',
  '%2emap',
  '%2Emap',
  '%2e%6d%61%70',
  '%252emap',
  '.MAP',
  '.map?v=1',
  '.ma%70?v=1',
];

export const encodedSourceMapPaths = () => SOURCE_MAP_FILES.flatMap((file) => SOURCE_MAP_SPELLINGS.map((spelling) => `${file}${spelling}`));

/** The fuzz suite's cases: each must be answered 404 (any 2xx is a source map served). */
export function staticPathCases() {
  return encodedSourceMapPaths().map((path) => ({
    name: `GET ${path}: an encoded source map path`,
    method: 'GET',
    path,
    headers: {},
    token: 'none',
    expect: 'refused',
    operation: { path: '(static files)', method: 'get' },
  }));
}
