import { describe, expect, test } from 'vitest';
import { uploadsOrigin } from './uploads-origin.js';

describe('uploadsOrigin', () => {
  test('none without a bucket: uploads stay on Strapi', () => {
    expect(uploadsOrigin({})).toBeNull();
    expect(uploadsOrigin({ S3_ENDPOINT: 'http://localhost:9000' })).toBeNull();
  });

  test('S3_PUBLIC_URL first, as its origin', () => {
    expect(
      uploadsOrigin({
        S3_PUBLIC_URL: 'https://media.example.be/vitrine/',
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://x:9000',
      }),
    ).toBe('https://media.example.be');
  });

  test('the endpoint, path-style by default or with the bucket as a subdomain', () => {
    expect(uploadsOrigin({ S3_BUCKET: 'vitrine', S3_ENDPOINT: 'http://localhost:9000/' })).toBe(
      'http://localhost:9000',
    );
    expect(
      uploadsOrigin({ S3_BUCKET: 'vitrine', S3_ENDPOINT: 'https://s3.example.be', S3_FORCE_PATH_STYLE: 'false' }),
    ).toBe('https://vitrine.s3.example.be');
  });

  test("AWS's address of the bucket without an endpoint", () => {
    expect(uploadsOrigin({ S3_BUCKET: 'vitrine', S3_REGION: 'eu-west-3' })).toBe(
      'https://vitrine.s3.eu-west-3.amazonaws.com',
    );
    expect(uploadsOrigin({ S3_BUCKET: 'vitrine' })).toBe('https://vitrine.s3.us-east-1.amazonaws.com');
  });
});
