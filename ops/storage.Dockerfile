# The object storage of the composed portal: an S3-compatible server (s3rver) for the uploaded files, which both API
# replicas read and write (S3_ENDPOINT=http://storage:9000). It accepts the credentials S3RVER/S3RVER only; a real
# deployment points S3_ENDPOINT and the keys at MinIO or S3 instead. Build: node ops/images.mjs storage
ARG WORKSPACE=portal-workspace:latest
FROM ${WORKSPACE} AS build
COPY ops/ /src/ops/
WORKDIR /src
RUN node ops/prod-deps.mjs ops /src/out

FROM portal-node:24
COPY --from=build --chown=app:app /src/out /app
RUN mkdir -p /data && chown app:app /data
USER app
EXPOSE 9000
VOLUME /data
# any answer of the server will do (the root asks for credentials)
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD curl -sS -o /dev/null http://127.0.0.1:9000/ || exit 1
CMD ["node", "/app/ops/node_modules/s3rver/bin/s3rver.js", "--directory", "/data", "--address", "0.0.0.0", "--port", "9000", "--silent", "--no-vhost-buckets", "--configure-bucket", "portal-uploads"]
