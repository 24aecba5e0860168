# The local stand-in for the official Node image (NODE_IMAGE and BUILD_IMAGE of the Dockerfiles), where no image can
# be pulled: Node 24 on the portal's Debian base image, the binary copied from the toolchain the repository installs
# (.toolchain/), with the official image's unprivileged user `node` (uid 1000).
FROM portal-base:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends ca-certificates curl tini >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY node /usr/local/bin/node
ENTRYPOINT ["/usr/bin/tini", "--"]
