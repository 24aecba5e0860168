# Node 24 on the portal's Debian base image. The binary is copied from the toolchain the repository installs
# (.toolchain/), as images cannot download anything at build time here. Runs as the unprivileged user `app`.
FROM portal-base:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends ca-certificates curl tini >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 app && useradd --system --uid 10001 --gid app --home-dir /app --create-home app
COPY node /usr/local/bin/node
ENV NODE_ENV=production
WORKDIR /app
ENTRYPOINT ["/usr/bin/tini", "--"]
