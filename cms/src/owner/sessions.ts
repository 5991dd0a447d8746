import type { Core } from '@strapi/strapi';

/** The origin users-permissions' sessions are kept under in Strapi's session manager. */
const origin = 'users-permissions';

interface JwtService {
  getToken(ctx: unknown): unknown;
  issue(payload: Record<string, unknown>, options?: Record<string, unknown>): Promise<string> | string;
  verify(token: string): Promise<{ id?: unknown; sessionId?: unknown }>;
}

/**
 * The plugin's JWT service with one more check: a token is accepted only while its session is in
 * Strapi's session store. In `jwtManagement: 'refresh'` mode the plugin keeps owners' sessions
 * there (login, logout, password change and reset end them) but accepts an access token on its
 * signature alone until it expires; here an ended session's token is refused on the next request.
 */
export function sessionCheckedJwt(strapi: Core.Strapi, service: JwtService): JwtService {
  return {
    ...service,
    async verify(token) {
      const payload = await service.verify(token);
      if (strapi.config.get('plugin::users-permissions.jwtManagement') !== 'refresh') return payload;
      const sessionId = typeof payload.sessionId === 'string' ? payload.sessionId : '';
      if (!sessionId || !(await strapi.sessionManager(origin).isSessionActive(sessionId)))
        throw new Error('Invalid token.');
      return payload;
    },
  };
}

/**
 * Ends every session of an owner (a used sign-in link: whoever held an older session of this
 * account, a stolen cookie included, must sign in again).
 */
export async function endOwnerSessions(strapi: Core.Strapi, userId: number | string): Promise<void> {
  await strapi.sessionManager(origin).invalidateRefreshToken(String(userId));
}
