import { patchedStrapiVersion } from '.';

/** One `@strapi/*` package the code relies on, and the version it was written and checked for. */
export type StrapiPackage = {
  version: string;
  /** What of it the code uses: what to re-read on an upgrade. */
  reliedOnFor: string;
  /**
   * The name Strapi registers it under, as the code reaches it: `strapi.plugin('<name>')` and
   * `plugin::<name>.…` uids; `admin` for the `admin::…` uids.
   */
  registeredAs?: string;
  /** The `provider` config/plugins.ts names for it. */
  provider?: string;
};

/**
 * Every `@strapi/*` package cms/src and cms/config import, reach into or configure, with the
 * version the code was written for. `strapi-version.test.ts` fails when an installed version
 * differs, and when the code uses a `@strapi/*` package (an import, a plugin, a provider, an
 * `admin::` service) that is not named here.
 */
export const strapiPackages: Readonly<Record<string, StrapiPackage>> = {
  '@strapi/strapi': {
    version: patchedStrapiVersion,
    reliedOnFor:
      'the app, its types, the Document Service and its middlewares, the admin build (`@strapi/strapi/admin`)',
  },
  '@strapi/core': {
    version: patchedStrapiVersion,
    reliedOnFor: 'the services behind `strapi.*`: the content API checks, the session manager, the store',
  },
  '@strapi/database': {
    version: patchedStrapiVersion,
    reliedOnFor:
      'the query engine, `strapi.db.metadata` (table and column names), transactions (confirmed-commits.ts), ' +
      'the lifecycles, the table layout the seed writes (listing-writer.ts)',
  },
  '@strapi/admin': {
    version: patchedStrapiVersion,
    reliedOnFor: 'API tokens (preview-token.ts, the visitor filter bounds), the password check, admin users and roles',
    registeredAs: 'admin',
  },
  '@strapi/content-manager': {
    version: patchedStrapiVersion,
    reliedOnFor:
      'the list and edit view configurations (admin-services.ts), its panels and document actions in src/admin',
    registeredAs: 'content-manager',
  },
  '@strapi/i18n': {
    version: patchedStrapiVersion,
    reliedOnFor: 'the locales service, the copy of non-localized fields on publish (shared-fields-sync.ts)',
    registeredAs: 'i18n',
  },
  '@strapi/upload': {
    version: patchedStrapiVersion,
    reliedOnFor:
      'the upload service (seed media), its `plugin::upload.file` table (document links), ' +
      "the image-manipulation service's thumbnail and responsive formats (webp-formats.ts)",
    registeredAs: 'upload',
  },
  '@strapi/email': {
    version: patchedStrapiVersion,
    reliedOnFor: "the email service the outbox sends through (`strapi.plugin('email')`)",
    registeredAs: 'email',
  },
  '@strapi/plugin-graphql': {
    version: patchedStrapiVersion,
    reliedOnFor:
      'the GraphQL API, its extension service, its resolver wrapper (plain-field-resolvers.ts), its Apollo Server options',
    registeredAs: 'graphql',
  },
  '@strapi/plugin-users-permissions': {
    version: patchedStrapiVersion,
    reliedOnFor: "the owners' accounts: its auth controller and JWT service (wrapped), roles, permissions, user table",
    registeredAs: 'users-permissions',
  },
  '@strapi/utils': {
    version: patchedStrapiVersion,
    reliedOnFor: "Strapi's error classes and the admin's default CSP",
  },
  '@strapi/provider-email-nodemailer': {
    version: patchedStrapiVersion,
    reliedOnFor: 'sending mail over SMTP',
    provider: 'nodemailer',
  },
  '@strapi/provider-upload-aws-s3': {
    // Published apart from Strapi's releases: 5.52.3 is the version cms/package.json pins.
    version: '5.52.3',
    reliedOnFor: 'uploads on S3-compatible storage when S3_BUCKET is set (config/plugins.ts)',
    provider: 'aws-s3',
  },
  '@strapi/design-system': {
    version: '2.2.4',
    reliedOnFor: "the admin's own components (src/admin)",
  },
  '@strapi/icons': {
    version: '2.2.4',
    reliedOnFor: "the admin's widget icons (src/admin/app.tsx)",
  },
};
