# nginx on the portal's Debian base image, unprivileged: listens on 8080, keeps its state under /tmp.
FROM portal-base:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx-light curl gettext-base >/dev/null \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
 && groupadd --system --gid 10001 web && useradd --system --uid 10001 --gid web --no-create-home web \
 && mkdir -p /srv/www /tmp/nginx && chown -R web:web /srv/www /tmp/nginx /var/lib/nginx /var/log/nginx
COPY nginx.conf /etc/nginx/nginx.conf
USER web
EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
