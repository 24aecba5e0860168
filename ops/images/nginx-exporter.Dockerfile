# The NGINX Prometheus exporter from Debian on the portal's base image, a stand-in for the official image
# (nginx/nginx-prometheus-exporter) where nothing can be pulled: it reads the gateway's stub_status and serves it as
# Prometheus metrics on port 9113. The compose file passes the address to read (--nginx.scrape-uri).
FROM portal-base:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends prometheus-nginx-exporter >/dev/null \
 && rm -rf /var/lib/apt/lists/*
USER nobody
EXPOSE 9113
ENTRYPOINT ["/usr/bin/prometheus-nginx-exporter"]
