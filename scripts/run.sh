#!/usr/bin/env bash
# Entry point of the root npm scripts: makes sure Node 24 and pnpm 10 are there (installing them from the
# npm registry into .toolchain/ when the machine has an older Node), installs the workspace, then runs the task.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major node)" != 24 ]; then
  if [ ! -x .toolchain/node_modules/.bin/node ] || [ "$(node_major .toolchain/node_modules/.bin/node)" != 24 ] \
     || [ ! -x .toolchain/node_modules/.bin/pnpm ]; then
    echo "› installing Node 24 and pnpm 10 into .toolchain/ (this machine has Node $(node -v 2>/dev/null || echo none))"
    npm install --prefix .toolchain --no-save --loglevel=error node@24 pnpm@10 >/dev/null
  fi
  export PATH="$root/.toolchain/node_modules/.bin:$PATH"
elif ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v | cut -d. -f1)" != 10 ]; then
  [ -x .toolchain/node_modules/.bin/pnpm ] || npm install --prefix .toolchain --no-save --loglevel=error pnpm@10 >/dev/null
  export PATH="$root/.toolchain/node_modules/.bin:$PATH"
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Install the workspace when the lock file changed since the last install.
stamp=node_modules/.portal-install-stamp
want=$(cat pnpm-lock.yaml package.json */package.json 2>/dev/null | sha1sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "› installing dependencies"
  pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^Progress|^\s*$' | tail -n 5 || true
  [ -d node_modules/.pnpm ] || { echo "dependency install failed" >&2; exit 1; }
  echo "$want" > "$stamp"
fi

task=${1:-start}
shift || true
exec node "scripts/$task.mjs" "$@"
