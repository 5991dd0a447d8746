import { limits } from '@vitrine/domain/server';
import { describe, expect, inject, test } from 'vitest';
import { graphql } from './http';
import { mailsTo, visitorIp } from './visitor';
import { authPost, demoOwnerToken, login, logout, newOwner, portalStatus } from './owner-accounts';

// The numbers come from the site's one table of limits (domain/src/server/limits.ts), never copies.
const pair = limits.loginPair.points;
const account = limits.loginAccount.points;

describe('owner login', () => {
  test('the demo owner logs in; a wrong password and an unknown e-mail get the same answer', async () => {
    expect(await demoOwnerToken()).toMatch(/^ey/);
    const { identifier } = inject('ownerLogin');
    const wrong = await login(identifier, 'not-the-password');
    const unknown = await login(`nobody.${Date.now()}@example.be`, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe(wrong.body.error?.message);
    expect(wrong.body.error?.message).toBe('Invalid identifier or password');
  });

  test('GraphQL login goes through the same rules', async () => {
    const mutation = `mutation($input: UsersPermissionsLoginInput!) { login(input: $input) { jwt } }`;
    const unknown = await graphql(mutation, {
      input: { identifier: `nobody.${Date.now()}@example.be`, password: 'x-x-x-x-x' },
    });
    const { identifier } = inject('ownerLogin');
    const wrong = await graphql(mutation, { input: { identifier, password: 'x-x-x-x-x' } });
    expect(unknown.errors?.[0]?.message).toBe('Invalid identifier or password');
    expect(wrong.errors?.[0]?.message).toBe('Invalid identifier or password');
  });

  test('failures from one address are slowed; the owner still logs in from elsewhere', async () => {
    const owner = await newOwner('limited.owner');
    const attacker = visitorIp();
    for (let attempt = 1; attempt <= pair; attempt++) {
      expect((await login(owner.email, `guess-${attempt}`, attacker)).status, `attempt ${attempt}`).toBe(400);
    }
    const over = await login(owner.email, 'guess-over', attacker);
    expect(over.status).toBe(429);
    expect(over.body.error?.details?.code).toBe('LOGIN_RATE_LIMITED');
    expect(over.body.error?.details?.retryAfter).toBeGreaterThan(0);
    // The header says it too (every 429 of Strapi carries it).
    expect(Number(over.retryAfter)).toBe(over.body.error?.details?.retryAfter);
    // Even the right password waits at that address…
    expect((await login(owner.email, owner.password, attacker)).status).toBe(429);
    // …but not at the owner's.
    const fromHome = await login(owner.email, owner.password, visitorIp());
    expect(fromHome.status).toBe(200);
    expect(fromHome.body.jwt).toBeTruthy();
  });

  test('strangers guessing from many addresses slow themselves, never lock the owner out', async () => {
    const owner = await newOwner('besieged.owner');
    // Each address stays under the per-pair limit; together they pass the account's limit by one
    // address's worth (with the table's 5 and 20: 24 wrong passwords from 6 addresses, 4 each).
    const perAttacker = pair - 1;
    const attackers = Array.from({ length: Math.ceil(account / perAttacker) + 1 }, () => visitorIp());
    const answers: number[] = [];
    for (const attacker of attackers)
      for (let attempt = 1; attempt <= perAttacker; attempt++)
        answers.push((await login(owner.email, `guess-${attempt}`, attacker)).status);
    expect(answers.slice(0, account)).toEqual(Array(account).fill(400));
    expect(answers.slice(account)).toEqual(Array(answers.length - account).fill(429));
    // The attackers wait, even with the right password, and are told how long.
    for (const attacker of attackers) {
      const refused = await login(owner.email, owner.password, attacker);
      expect(refused.status, attacker).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // A stranger's new address guessing wrong is refused too…
    const fresh = await login(owner.email, 'guess-fresh', visitorIp());
    expect(fresh.status).toBe(429);
    expect(Number(fresh.retryAfter)).toBeGreaterThan(0);
    // …but the owner, at an address that never failed, signs in with the right password.
    const home = await login(owner.email, owner.password, visitorIp());
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(await portalStatus(home.body.jwt!)).toBe(200);
  });

  test('a correct password clears the failures of its address', async () => {
    const owner = await newOwner('forgetful.owner');
    const ip = visitorIp();
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < pair - 1; attempt++)
        expect((await login(owner.email, 'wrong', ip)).status).toBe(400);
      expect((await login(owner.email, owner.password, ip)).status).toBe(200);
    }
  });
});

describe('owner sessions', () => {
  test('logout ends every session of the owner in Strapi; a new login works', async () => {
    const owner = await newOwner('logout.owner');
    const phone = (await login(owner.email, owner.password)).body.jwt!;
    const laptop = (await login(owner.email, owner.password)).body.jwt!;
    expect(await portalStatus(phone)).toBe(200);
    expect(await portalStatus(laptop)).toBe(200);
    expect(await logout(laptop)).toEqual({ status: 200, body: { ok: true } });
    expect(await portalStatus(laptop)).toBe(401);
    expect(await portalStatus(phone)).toBe(401);
    // A logged-out token cannot log out again, or do anything else.
    expect((await logout(laptop)).status).toBe(401);
    const again = (await login(owner.email, owner.password)).body.jwt!;
    expect(await portalStatus(again)).toBe(200);
  });
});

describe('forgotten password', () => {
  test('an owner gets a mail in the asked language that links to the site; its code resets the password once', async () => {
    const owner = await newOwner('reset.owner');
    const before = (await login(owner.email, owner.password)).body.jwt!;
    expect(await portalStatus(before)).toBe(200);
    const asked = await authPost('forgot-password', { email: owner.email, language: 'fr' });
    expect(asked).toEqual({ status: 200, body: { ok: true } });
    const [mail] = await mailsTo(owner.email, 1);
    expect(mail!.subject).toBe('Choisissez un nouveau mot de passe pour votre espace propriétaire');
    expect(mail!.rawHeader('from')).toContain(process.env.MAIL_FROM ?? 'no-reply@vitrine.localhost');
    expect(mail!.rawHeader('from')).not.toContain('strapi.io');
    const link = /href="([^"]+\/fr\/login\/reset\/\?code=[^"]+)"/.exec(mail!.html)?.[1];
    expect(link, mail!.html).toBeTruthy();
    const url = new URL(link!.replace(/&amp;/g, '&'));
    expect(url.origin).toBe(inject('preview').clientUrl);
    const code = url.searchParams.get('code')!;

    const mismatch = await authPost('reset-password', {
      code,
      password: 'New-Pass-2026',
      passwordConfirmation: 'Other-2026',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toBe('Passwords do not match');

    const reset = await authPost('reset-password', {
      code,
      password: 'New-Pass-2026',
      passwordConfirmation: 'New-Pass-2026',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.jwt).toBeTruthy();
    // The reset ends the sessions opened before it (a thief's included); its own session works.
    expect(await portalStatus(before)).toBe(401);
    expect(await portalStatus(reset.body.jwt)).toBe(200);
    expect((await login(owner.email, 'New-Pass-2026')).status).toBe(200);
    expect((await login(owner.email, owner.password)).status).toBe(400);

    const again = await authPost('reset-password', {
      code,
      password: 'Third-Pass-2026',
      passwordConfirmation: 'Third-Pass-2026',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Incorrect code provided');
  });

  test('an unknown e-mail gets the same answer and no mail', async () => {
    const email = `nobody.${Date.now()}@example.be`;
    expect(await authPost('forgot-password', { email, language: 'nl' })).toEqual({ status: 200, body: { ok: true } });
    await expect(mailsTo(email, 1, 3000)).rejects.toThrow(/got 0/);
  });

  test('an expired or made-up code is refused like an unknown one', async () => {
    const expired = `${(Date.now() - 1000).toString(36)}.${'a'.repeat(64)}`;
    for (const code of [expired, 'made-up']) {
      const result = await authPost('reset-password', {
        code,
        password: 'New-Pass-2026',
        passwordConfirmation: 'New-Pass-2026',
      });
      expect(result.status, code).toBe(400);
      expect(result.body.error.message).toBe('Incorrect code provided');
    }
  });

  test('password mails for one address are limited', async () => {
    const email = `flood.${Date.now()}@example.be`;
    const answers = [];
    const perAccount = limits.resetAccount.points;
    for (let i = 0; i <= perAccount; i++)
      answers.push((await authPost('forgot-password', { email }, visitorIp())).status);
    expect(answers).toEqual([...Array<number>(perAccount).fill(200), 429]);
  });
});
