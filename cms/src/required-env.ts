import type { Core } from '@strapi/strapi';

/** A secret Strapi cannot run without: fail at start-up with a message that says what to set. */
export function requiredEnv(env: Core.Config.Shared.ConfigParams['env'], key: string): string {
  const value = env(key, '');
  if (!value) {
    throw new Error(`${key} is not set. npm start generates it into cms/.env; see .env.example for every variable.`);
  }
  return value;
}
