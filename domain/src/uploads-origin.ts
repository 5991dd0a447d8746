/** The S3_* variables Strapi's upload provider reads (.env.example). */
export type UploadsEnv = Partial<
  Record<'S3_PUBLIC_URL' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE', string | undefined>
>;

/**
 * Where the uploads are served from when Strapi keeps them on S3-compatible storage (issue 14):
 * S3_PUBLIC_URL, else the endpoint with S3_BUCKET (path-style, or the bucket as a subdomain with
 * S3_FORCE_PATH_STYLE=false), else AWS's address of the bucket; none without S3_BUCKET. The site's
 * and the admin's Content-Security-Policy name this one origin (web/server-app.ts,
 * cms/config/middlewares.ts): an http MinIO is allowed by name (`https:` covers no http origin),
 * never `*`.
 *
 * @example
 * uploadsOrigin({ S3_BUCKET: 'vitrine', S3_ENDPOINT: 'http://localhost:9000' }); // 'http://localhost:9000'
 */
export function uploadsOrigin(env: UploadsEnv): string | null {
  const publicUrl = env.S3_PUBLIC_URL?.trim();
  if (publicUrl) return new URL(publicUrl).origin;
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim();
  if (!endpoint) return `https://${bucket}.s3.${env.S3_REGION?.trim() || 'us-east-1'}.amazonaws.com`;
  const url = new URL(endpoint);
  return env.S3_FORCE_PATH_STYLE?.trim() === 'false' ? `${url.protocol}//${bucket}.${url.host}` : url.origin;
}
