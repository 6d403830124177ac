#!/usr/bin/env bash
# Creates (or updates) the Secrets the dev overlay references, in namespace wheelbase-dev.
# Values come from the environment, with defaults that match the backing services of
# docs/deploy.md ("A development cluster"). A JWT key pair is generated once and kept:
# re-running never signs everyone out. Nothing here is committed; production creates the
# same Secrets from its own secret store (docs/deploy.md, "Secrets").
set -euo pipefail
ns=${NAMESPACE:-wheelbase-dev}
deps=${DEPS_NAMESPACE:-wheelbase-deps}.svc.cluster.local
apply() { kubectl -n "$ns" create secret generic "$@" --dry-run=client -o yaml | kubectl apply -f -; }

kubectl get namespace "$ns" >/dev/null 2>&1 || kubectl create namespace "$ns"

database_url="${DATABASE_URL:-postgres://wheelbase:wheelbase@postgresql.$deps:5432/wheelbase}"
apply wheelbase-database --from-literal=DATABASE_URL="$database_url"
# One role in development: the services migrate at start (DATABASE_MIGRATIONS=run in the overlay).
apply wheelbase-database-migrations --from-literal=DATABASE_URL="${DATABASE_MIGRATIONS_URL:-$database_url}"
apply wheelbase-redis --from-literal=REDIS_URL="${REDIS_URL:-redis://redis-master.$deps:6379}"
apply wheelbase-smtp --from-literal=SMTP_URL="${SMTP_URL:-smtp://mailpit-smtp.$deps:1025}"
apply wheelbase-s3 \
  --from-literal=AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-wheelbase}" \
  --from-literal=AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-wheelbase-dev-secret}"
apply wheelbase-admin \
  --from-literal=ADMIN_EMAIL="${ADMIN_EMAIL:-admin@wheelbase.test}" \
  --from-literal=ADMIN_PASSWORD="${ADMIN_PASSWORD:-admin-demo-1}"

if ! kubectl -n "$ns" get secret wheelbase-jwt >/dev/null 2>&1; then
  keys=$(mktemp -d)
  trap 'rm -rf "$keys"' EXIT
  openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt -out "$keys/private.pem"
  openssl ec -in "$keys/private.pem" -pubout -out "$keys/public.pem" 2>/dev/null
  apply wheelbase-jwt --from-file=JWT_PRIVATE_KEY="$keys/private.pem" --from-file=JWT_PUBLIC_KEY="$keys/public.pem"
fi
echo "Secrets ready in $ns (the elasticsearch secret is optional: the dev cluster runs without security)."
