# The local stand-in for the official nginx image (NGINX_IMAGE of the Dockerfiles), where no image can be pulled:
# nginx from Debian on the portal's base image, with the official image's unprivileged user `nginx`, curl and
# envsubst. The portal's Dockerfiles bring their own nginx.conf (ops/images/nginx.conf) and run as `nginx` on 8080.
FROM portal-base:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx-light curl gettext-base >/dev/null \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
 && groupadd --system nginx && useradd --system --gid nginx --no-create-home --home-dir /nonexistent nginx \
 && mkdir -p /srv/www && chown -R nginx:nginx /srv/www /var/lib/nginx /var/log/nginx
EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
