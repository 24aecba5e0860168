# The mail catcher of the composed portal (MailDev): the API sends its mail here over SMTP (port 1025); two-factor
# codes and reset links are read in its web interface (port 1080) or its REST API (/api/email).
#   docker build -f ops/mail.Dockerfile .     on the official Node image, the dependencies installed with pnpm
#   node ops/images.mjs mail                  where nothing can be pulled: on local stand-ins (ops/images/)
ARG BUILD_IMAGE=node:24-slim
ARG NODE_IMAGE=node:24-slim
FROM ${BUILD_IMAGE} AS build
WORKDIR /src
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml /src/
COPY build-kit/package.json /src/build-kit/
COPY ops/package.json /src/ops/
RUN [ -d node_modules/.pnpm ] || (npm install -g --silent pnpm@10 && pnpm install --frozen-lockfile --filter '@portal/ops...')
COPY ops/ /src/ops/
RUN node ops/prod-deps.mjs ops /src/out

FROM ${NODE_IMAGE}
COPY --from=build --chown=node:node /src/out /app
USER node
EXPOSE 1025 1080
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:1080/api/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "/app/ops/node_modules/maildev/dist/bin/maildev.js", "--smtp", "1025", "--web", "1080"]
