// The webpack loader of a translation file in a language other than the default (locales/fr.json): the module it
// makes carries no texts, only how to load them, as a chunk of their own (`texts-fr`, one per language and build).
// shared/src/i18n registers it with the namespace and loads it when the interface shows that language; the default
// language's texts, the fallback of every text, stay in the bundle. Jest and the type checker see the JSON itself.
const path = require('node:path');

module.exports = function lazyTexts() {
  const language = path.basename(this.resourcePath, '.json');
  const request = JSON.stringify(`./${path.basename(this.resourcePath)}?eager`);
  return [
    `const load = () => import(/* webpackChunkName: "texts-${language}" */ ${request});`,
    `export default { [Symbol.for('@portal/shared/lazy-texts')]: load };`,
  ].join('\n');
};
