# The gateway: nginx in front of the shell, the remotes and the API. Its routes are written from
# build-kit/remotes.json in the build stage (ops/gateway-conf.mjs).
#   docker build -f ops/gateway.Dockerfile .  on the official Node and nginx images
#   node ops/images.mjs gateway               where nothing can be pulled: on local stand-ins (ops/images/)
ARG BUILD_IMAGE=node:24-slim
ARG NGINX_IMAGE=nginx:1.27-bookworm
FROM ${BUILD_IMAGE} AS build
WORKDIR /src
# the registry lists the remotes whose folders exist; its reader needs no installed dependency, only build-kit
# linked as ops' workspace dependency
COPY . /src/
RUN mkdir -p /src/ops/node_modules/@portal /src/out && ln -sfn /src/build-kit /src/ops/node_modules/@portal/build-kit \
 && node ops/gateway-conf.mjs > /src/out/gateway.conf

FROM ${NGINX_IMAGE}
COPY ops/images/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /src/out/gateway.conf /etc/nginx/conf.d/default.conf
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD curl -fsS -o /dev/null http://127.0.0.1:8080/portal-config.json || exit 1
CMD ["nginx", "-g", "daemon off;"]
