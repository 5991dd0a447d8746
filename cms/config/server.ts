import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/required-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Tests point this at a temporary folder so uploads (the demo photos) do not pile up in public/.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys: requiredEnv(env, 'APP_KEYS').split(','),
  },
  // Background work (the mail outbox) runs in Strapi's cron; its tasks are added at bootstrap.
  cron: { enabled: true },
});

export default config;
