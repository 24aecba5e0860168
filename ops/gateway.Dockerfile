# The gateway: nginx in front of the shell, the remotes and the API. Its routes are written from
# build-kit/remotes.json in the build stage (ops/gateway-conf.mjs). Build: node ops/images.mjs gateway
ARG WORKSPACE=portal-workspace:latest
FROM ${WORKSPACE} AS build
COPY . /src/
RUN mkdir -p /src/out && node ops/gateway-conf.mjs > /src/out/gateway.conf

FROM portal-nginx:latest
COPY --from=build /src/out/gateway.conf /etc/nginx/conf.d/default.conf
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD curl -fsS -o /dev/null http://127.0.0.1:8080/portal-config.json || exit 1
