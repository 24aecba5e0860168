// The webpack loader of zod's JSON Schema generation (zod/v4/core/json-schema-processors.js and to-json-schema.js) in
// the browser builds. Every classic zod schema refers to it (`schema.toJSONSchema()`, Standard Schema's `jsonSchema`),
// so a bundle keeps it whole, 5 KB gz of the first load, although only the API generates JSON Schema (its OpenAPI
// document); the browser only parses. The module it makes has the same exports, read from zod's own file so that a
// new zod version cannot drift from it: each one throws when called, and the `create…Method` factories, which the
// schemas call as they are built, hand back such a function.
const MESSAGE = "JSON Schema generation is not part of the portal's browser build (build-kit/zod-browser-loader.cjs)";

/** The names a module exports: `export function f`, `export const c`, `export { a as b }`. */
function exportNames(source) {
  const declared = [...source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm)].map(
    (match) => match[1],
  );
  const listed = [...source.matchAll(/^export\s*\{([^}]*)\}\s*;?\s*$/gm)].flatMap((match) =>
    match[1]
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean),
  );
  return [...new Set([...declared, ...listed])];
}

function browserModule(source) {
  const lines = [`const unavailable = (name) => function () { throw new Error(${JSON.stringify(MESSAGE)} + ': ' + name); };`];
  for (const name of exportNames(source)) {
    const value = /^create\w*Method$/.test(name) ? `() => unavailable(${JSON.stringify(name)})` : `unavailable(${JSON.stringify(name)})`;
    lines.push(name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`);
  }
  return lines.join('\n');
}

module.exports = function zodBrowser(source) {
  return browserModule(source);
};
module.exports.exportNames = exportNames;
module.exports.browserModule = browserModule;
