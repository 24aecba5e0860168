# The receiver of the composed portal's traces (docker-compose.yml, service `traces`): ops/trace-sink.mjs, an OTLP/HTTP
# endpoint (JSON) that logs each span as a JSON line and answers GET /v1/traces/<trace id>. Node alone, no dependency.
#   docker build -f ops/traces.Dockerfile .   on the official Node image
#   node ops/images.mjs traces                where nothing can be pulled: on the local stand-in (ops/images/)
ARG NODE_IMAGE=node:24-slim
FROM ${NODE_IMAGE}
COPY --chown=node:node ops/trace-sink.mjs /app/trace-sink.mjs
USER node
EXPOSE 4318
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4318/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "/app/trace-sink.mjs"]
