# The mail catcher of the composed portal (MailDev): the API sends its mail here over SMTP (port 1025); two-factor
# codes and reset links are read in its web interface (port 1080) or its REST API (/api/email). Build: node ops/images.mjs mail
ARG WORKSPACE=portal-workspace:latest
FROM ${WORKSPACE} AS build
COPY ops/ /src/ops/
WORKDIR /src
RUN node ops/prod-deps.mjs ops /src/out

FROM portal-node:24
COPY --from=build --chown=app:app /src/out /app
USER app
EXPOSE 1025 1080
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD curl -fsS -o /dev/null http://127.0.0.1:1080/api/healthz || exit 1
CMD ["node", "/app/ops/node_modules/maildev/dist/bin/maildev.js", "--smtp", "1025", "--web", "1080"]
