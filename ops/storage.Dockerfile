# The local stand-in for MinIO (STORAGE_IMAGE of docker-compose.yml), where no image can be pulled: s3rver, an
# S3-compatible server, started like MinIO (`server /data`, MINIO_ROOT_USER and MINIO_ROOT_PASSWORD as the access
# key; ops/storage-server.mjs). Build: node ops/images.mjs storage
ARG BUILD_IMAGE=node:24-slim
ARG NODE_IMAGE=node:24-slim
FROM ${BUILD_IMAGE} AS build
WORKDIR /src
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml /src/
COPY build-kit/package.json /src/build-kit/
COPY ops/package.json /src/ops/
RUN [ -d node_modules/.pnpm ] || (npm install -g --silent pnpm@10 && pnpm install --frozen-lockfile --filter '@portal/ops...')
COPY ops/ /src/ops/
RUN node ops/prod-deps.mjs ops /src/out && cp ops/storage-server.mjs /src/out/ops/

FROM ${NODE_IMAGE}
COPY --from=build --chown=node:node /src/out /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 9000
VOLUME /data
# any answer of the server will do (the root asks for credentials)
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:9000/').then(() => process.exit(0), () => process.exit(1))"]
ENTRYPOINT ["node", "/app/ops/storage-server.mjs"]
CMD ["server", "/data"]
