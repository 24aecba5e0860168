# The gateway: nginx in front of the shell, the remotes and the API (routes in ops/nginx/gateway.conf, written from
# build-kit/remotes.json by ops/images.mjs). Build: node ops/images.mjs gateway
FROM portal-nginx:latest
COPY ops/nginx/gateway.conf /etc/nginx/conf.d/default.conf
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD curl -fsS -o /dev/null http://127.0.0.1:8080/portal-config.json || exit 1
