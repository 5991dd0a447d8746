import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/required-env';

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      // Bounded by construction: no query may nest deeper than the site needs or ask for
      // more rows than one results page.
      depthLimit: 8,
      defaultLimit: 24,
      maxLimit: 100,
      landingPage: env('NODE_ENV', 'development') !== 'production',
      apolloServer: {
        introspection: true,
        // The plugin's own CORS answers any origin; strapi::cors (config/middlewares.ts) decides.
        cors: false,
      },
    },
  },
  'users-permissions': {
    config: {
      jwt: { expiresIn: '7d' },
      jwtSecret: requiredEnv(env, 'JWT_SECRET'),
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'Vitrine <no-reply@vitrine.localhost>'),
        defaultReplyTo: env('MAIL_REPLY_TO', 'info@vitrine.localhost'),
      },
    },
  },
});

export default config;
