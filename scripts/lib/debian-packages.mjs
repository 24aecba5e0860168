// What the suites and benchmarks take from Debian's packages, installed when missing: Chromium for the browser tests
// and benchmarks (path and flags: build-kit/chromium.mjs), nginx for the test of the remotes' nginx configuration.
import { existsSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';
import { run } from './proc.mjs';

export { CHROMIUM, CHROMIUM_ARGS };

/** `file` from Debian's package `name`, installed with apt-get (as root) when it is not there. */
async function ensureDebianPackage(file, name, what) {
  if (existsSync(file)) return file;
  if (process.getuid?.() !== 0) {
    throw new Error(`${what} is missing at ${file}: install it with 'sudo apt-get install -y ${name}'.`);
  }
  console.log(`› installing ${what} from the Debian packages`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  let install = await run('apt-get', ['install', '-y', '-qq', name], { quiet: true, env });
  if (install.code !== 0) {
    await run('apt-get', ['update', '-qq'], { quiet: true });
    install = await run('apt-get', ['install', '-y', '-qq', name], { quiet: true, env });
  }
  if (install.code !== 0 || !existsSync(file)) throw new Error(`${what} could not be installed:\n${install.output.slice(-2000)}`);
  return file;
}

/** Chromium at its path (build-kit/chromium.mjs), Debian's package when it is missing. */
export const ensureChromium = () => ensureDebianPackage(CHROMIUM, 'chromium', 'Chromium');

/** nginx for ops/test/precompressed-nginx.test.mjs, which otherwise skips (a developer's machine without root). */
export const ensureNginx = () => ensureDebianPackage('/usr/sbin/nginx', 'nginx-light', 'nginx');
