#!/bin/sh
# docker-compose's minio-init: the media bucket and an app user that may use only that
# bucket (the services get these credentials, never the root user's). Idempotent.
set -eu
mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "local/$BUCKET"
cat > /tmp/app-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:ListBucket"], "Resource": ["arn:aws:s3:::$BUCKET"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"], "Resource": ["arn:aws:s3:::$BUCKET/*"] }
  ]
}
POLICY
mc admin policy create local wheelbase-app /tmp/app-policy.json
mc admin user add local "$APP_USER" "$APP_SECRET"
mc admin policy attach local wheelbase-app --user "$APP_USER" || true
echo "bucket $BUCKET and user $APP_USER ready"
