# Redis from Debian on the portal's base image; the API's rate limits and caches, nothing kept on disk.
FROM portal-base:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends redis-server >/dev/null && rm -rf /var/lib/apt/lists/*
USER redis
EXPOSE 6379
HEALTHCHECK --interval=5s --timeout=3s --retries=20 CMD redis-cli -h 127.0.0.1 ping | grep -q PONG
CMD ["redis-server", "--bind", "0.0.0.0", "--protected-mode", "no", "--save", "", "--appendonly", "no"]
