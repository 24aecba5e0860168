// The gateway's nginx configuration, from build-kit/remotes.json: printed by the gateway image's build stage.
// usage: node ops/gateway-conf.mjs > gateway.conf
import { existingRemotes } from '@portal/build-kit/registry';
import { API_RETRY_AFTER_SECONDS, API_UNAVAILABLE_MESSAGES } from '../scripts/gateway-security.mjs';

/** The API's 503 message as nginx chooses it: by the first language of Accept-Language, German otherwise. */
function unavailableMap() {
  const json = (language) => JSON.stringify(JSON.stringify({ message: API_UNAVAILABLE_MESSAGES[language] }));
  const others = Object.keys(API_UNAVAILABLE_MESSAGES).filter((language) => language !== 'de');
  return [
    'map $http_accept_language $api_unavailable_body {',
    `  default ${json('de')};`,
    ...others.map((language) => `  "~*^\\s*${language}" ${json(language)};`),
    '}',
  ].join('\n');
}

/** The gateway's routes: / to the shell, /remotes/<folder>/ to each remote's container, /api/ to the API. */
export function gatewayConf(remotes = existingRemotes()) {
  const remoteLocations = remotes
    .map(
      (r) => `  location /remotes/${r.folder}/ {
    set $upstream http://${r.folder}:8080;
    proxy_pass $upstream;
  }`,
    )
    .join('\n');
  return `# Written by ops/gateway-conf.mjs from build-kit/remotes.json when the gateway's image is built.
# Names are resolved per request (Docker's DNS), so a remote's container can be replaced while the gateway runs.
resolver 127.0.0.11 valid=5s ipv6=off;
resolver_timeout 3s;
${unavailableMap()}
# The trace the API continues (docs/operations.md, "Traces"): a client's valid traceparent is passed on, else one is
# started whose trace id is nginx's $request_id (32 hex digits) and whose parent span id is its first 16, so that this
# access log's line (traceparent) and the API's spans are found by the same id.
map $request_id $gateway_span_id { "~^(?<head>[0-9a-f]{16})" $head; }
map $http_traceparent $traceparent_out {
  "~^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$" $http_traceparent;
  default "00-$request_id-$gateway_span_id-01";
}
log_format gateway_json escape=json '{"time":"$time_iso8601","reqId":"$request_id_out","traceparent":"$traceparent_out",'
  '"method":"$request_method","url":"$request_uri","status":$status,"bytes":$body_bytes_sent,"ms":$request_time,'
  '"upstream":"$upstream_addr","upstreamMs":"$upstream_response_time"}';
# nginx's own figures (connections, requests) for Prometheus through the nginx exporter (service gateway-metrics), on a
# port the compose network reaches and nobody outside: it is not published
server {
  listen 8081;
  access_log off;
  location = /stub_status { stub_status; }
  location / { return 404; }
}
server {
  access_log /dev/stdout gateway_json;
  listen 8080;
  absolute_redirect off;
  client_max_body_size 12m;
  proxy_http_version 1.1;
  proxy_set_header Host $http_host;
  proxy_set_header X-Request-Id $request_id_out;
  proxy_set_header traceparent $traceparent_out;
  # the gateway names the client from its socket; whatever the client sent is replaced
  proxy_set_header X-Forwarded-For $remote_addr;
  proxy_set_header X-Forwarded-Proto $scheme;
  # a stopped container's address may still be cached for a few seconds: give up on it at once (the shell shows the
  # remote's fallback and retries) instead of holding the page for nginx's default minute
  proxy_connect_timeout 3s;
  location /api/ {
    set $upstream http://api:3001;
    proxy_pass $upstream;
    proxy_read_timeout 120s;
    # the API down or restarting: 503 with Retry-After and a message in the caller's language, not nginx's 502 page
    # (docs/files-and-gateway.md); only nginx's own 502 is replaced, never an answer of the API
    error_page 502 = @api_unavailable;
  }
  location @api_unavailable {
    default_type "application/json; charset=utf-8";
    add_header Retry-After ${API_RETRY_AFTER_SECONDS} always;
    add_header Cache-Control no-store always;
    return 503 $api_unavailable_body;
  }
${remoteLocations}
  location /remotes/ { return 404; }
  location / {
    set $upstream http://shell:8080;
    proxy_pass $upstream;
  }
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(gatewayConf());
