#!/usr/bin/env bash
# Start of the shell's container: writes /portal-config.json from the environment, so that operations point a
# remote elsewhere or roll it back without rebuilding the shell, and the Content-Security-Policy that allows the
# remotes' origins, then runs nginx.
#   PORTAL_API_BASE             the API's base path or URL (default /api/v1)
#   REMOTE_<NAME>_URL           a deployed remote's manifest (e.g. /remotes/<folder>/mf-manifest.json); a remote
#                               without it (or with `off`) is not in the portal
#   REMOTE_<NAME>_VERSION       the version shown for it (informational)
set -euo pipefail
runtime=${PORTAL_RUNTIME_DIR:-/srv/portal}
out=${PORTAL_NGINX_DIR:-/tmp/nginx}
mkdir -p "$out/config"

fail() { echo "portal-config: $1" >&2; exit 1; }
safe() { [[ "$2" =~ ^[A-Za-z0-9:/._~%?=\&-]*$ ]] || fail "$1 has characters a URL or version cannot have: $2"; }

api_base=${PORTAL_API_BASE:-/api/v1}
safe PORTAL_API_BASE "$api_base"
origins=()
origin_of() { [[ "$1" =~ ^(https?://[^/]+) ]] && echo "${BASH_REMATCH[1]}" || true; }
[ -n "$(origin_of "$api_base")" ] && origins+=("$(origin_of "$api_base")")

entries=()
while read -r name folder; do
  [ -n "$name" ] || continue
  upper=${name^^}
  url_var="REMOTE_${upper}_URL"; version_var="REMOTE_${upper}_VERSION"
  url=${!url_var:-}
  version=${!version_var:-}
  if [ -z "$url" ] || [ "$url" = off ]; then continue; fi
  safe "$url_var" "$url"; safe "$version_var" "$version"
  entries+=("\"$name\":{\"manifest\":\"$url\",\"version\":\"$version\"}")
  origin=$(origin_of "$url"); [ -n "$origin" ] && origins+=("$origin")
done < "$runtime/remotes.txt"

(IFS=,; printf '{"apiBase":"%s","remotes":{%s}}\n' "$api_base" "${entries[*]:-}") > "$out/config/portal-config.json"

uniq_origins=""
if [ ${#origins[@]} -gt 0 ]; then uniq_origins="$(printf '%s\n' "${origins[@]}" | sort -u | tr '\n' ' ')"; fi
hashes=$(cat "$runtime/script-hashes.txt")
export PORTAL_CSP="default-src 'self'; script-src 'self' ${uniq_origins}${hashes}; style-src 'self' 'unsafe-inline' ${uniq_origins}; img-src 'self' data: blob: ${uniq_origins}; font-src 'self' data: ${uniq_origins}; connect-src 'self' ${uniq_origins}; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
envsubst '${PORTAL_CSP}' < "${PORTAL_HEADERS_TEMPLATE:-/etc/nginx/portal/portal-headers.conf}" > "$out/portal-headers.conf"
echo "portal-config: $(cat "$out/config/portal-config.json")"
exec nginx -g 'daemon off;'
