// Browser tests and benchmarks use Debian's Chromium (path and flags: build-kit/chromium.mjs), installed when missing.
import { existsSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build-kit/chromium';
import { run } from './proc.mjs';

export { CHROMIUM, CHROMIUM_ARGS };

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`);
  }
  console.log('› installing Chromium from the Debian packages (about 30 s)');
  const update = await run('apt-get', ['update', '-qq'], { quiet: true });
  const install = await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    quiet: true,
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.code !== 0 || install.code !== 0 || !existsSync(CHROMIUM)) {
    throw new Error(`Chromium could not be installed:\n${install.output.slice(-2000)}`);
  }
  return CHROMIUM;
}
