# PostgreSQL 15 from Debian on the portal's base image. POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB create
# the role and the database on first start; data in /var/lib/postgresql/data.
FROM portal-base:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
USER postgres
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
EXPOSE 5432
HEALTHCHECK --interval=5s --timeout=3s --retries=30 CMD pg_isready -h 127.0.0.1 -U "$POSTGRES_USER" -d "$POSTGRES_DB"
ENTRYPOINT ["bash", "/usr/local/bin/postgres-entrypoint.sh"]
