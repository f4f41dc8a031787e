import type { TwoStepChallenge, TwoStepMethod } from '#schemas/account-api.ts';
import type { LoginResult } from '#schemas/platform-api.ts';
import type { PlatformContext } from '#mock-server/context.ts';
import type { MemberRecord } from '#mock-server/models.ts';
import { maskEmail, maskMobile } from '#mock-server/security/mask.ts';
import { settingsOf, updateSettings } from '#mock-server/security/settings.ts';

/** Where a login comes from: the visitor's IP and the browser's user agent, shortened. */
export interface LoginOrigin {
  ip: string;
  device: string;
}

/** How long a login waits for its second proof. */
export const TWO_STEP_TTL_MS = 10 * 60 * 1000;
/** Wrong bank names or authenticator codes before the held login is dropped. */
export const TWO_STEP_MAX_TRIES = 5;
/** Recent logins kept per member. */
export const LOGIN_HISTORY_SIZE = 20;
/** The demo's "new IP" range (TEST-NET-3, RFC 5737). */
const NEW_IP_PREFIX = '203.0.113.';

/** The visitor's IP as the scenario in force sees it. */
export function visitorIp(ctx: PlatformContext): string {
  const env = { brand: ctx.brand, now: ctx.clock.now(), language: ctx.brand.app.defaultLanguage };
  return ctx.scenario().systemState(env).location.ip;
}

/** A short device name from a user agent ('Chrome on Windows'). */
export function deviceOf(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : /node|undici/i.test(ua)
            ? 'Script'
            : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'unknown OS';
  return `${browser} · ${os}`;
}

/** The origin of a login request. */
export function originOf(ctx: PlatformContext, request: Request): LoginOrigin {
  return { ip: visitorIp(ctx), device: deviceOf(request.headers.get('user-agent')) };
}

/** The member's real name (bank cards are in it). */
export const realNameOf = (member: MemberRecord): string | null =>
  member.profile?.payeeName ?? null;

/** The proofs this member can give, in the spec's order. */
export function twoStepMethods(ctx: PlatformContext, member: MemberRecord): TwoStepMethod[] {
  const settings = ctx.db.accountSettings.findFirst((q) => q.where({ memberId: member.id }));
  const hasCard = ctx.db.withdrawAccounts
    .findMany((q) => q.where({ memberId: member.id, kind: 'bank' }))
    .some(() => true);
  const methods: TwoStepMethod[] = [];
  if (member.mobileNum) methods.push('sms');
  if (member.email) methods.push('email');
  if (hasCard && realNameOf(member)) methods.push('bankName');
  if (settings?.totpSecret) methods.push('totp');
  return methods;
}

/** Notes a login in the member's recent logins and known IPs. */
export async function recordLogin(
  ctx: PlatformContext,
  memberId: number,
  origin: LoginOrigin,
  verified: boolean,
): Promise<void> {
  await ctx.db.loginRecords.create({ memberId, at: ctx.clock.now(), ...origin, verified });
  const records = ctx.db.loginRecords.findMany((q) => q.where({ memberId }));
  for (const old of records.slice(0, Math.max(0, records.length - LOGIN_HISTORY_SIZE))) {
    ctx.db.loginRecords.delete(old);
  }
  await updateSettings(ctx, memberId, (record) => {
    if (!record.knownIps.includes(origin.ip)) record.knownIps = [...record.knownIps, origin.ip];
  });
}

/**
 * A login whose password (or SMS code) was right: from a known IP (or the member's first
 * recorded one) the session opens; from another IP, when the member has set a proof, the login
 * is held with a ticket and answers the challenge instead of a token (spec section 8).
 */
export async function admitLogin(
  ctx: PlatformContext,
  member: MemberRecord,
  origin: LoginOrigin,
  start: () => Promise<LoginResult>,
): Promise<LoginResult> {
  const settings = await settingsOf(ctx, member.id);
  const from: LoginOrigin = settings.alwaysNewIp
    ? {
        ...origin,
        ip: `${NEW_IP_PREFIX}${(ctx.db.loginRecords.findMany((q) => q.where({ memberId: member.id })).length % 250) + 2}`,
      }
    : origin;
  const methods = twoStepMethods(ctx, member);
  const unknown = settings.knownIps.length > 0 && !settings.knownIps.includes(from.ip);
  if (!unknown || methods.length === 0) {
    const result = await start();
    await recordLogin(ctx, member.id, from, false);
    return result;
  }
  const ticket = ctx.random().alphanumeric(24);
  const expiresAt = ctx.clock.now() + TWO_STEP_TTL_MS;
  await ctx.db.twoStepTickets.create({
    ticket,
    memberId: member.id,
    ...from,
    expiresAt,
    triesLeft: TWO_STEP_MAX_TRIES,
    used: false,
  });
  const twoStep: TwoStepChallenge = {
    ticket,
    methods,
    maskedMobile: maskMobile(member.countryDialingCode, member.mobileNum),
    maskedEmail: maskEmail(member.email),
    ip: from.ip,
    expiresAt,
  };
  return {
    token: '',
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired: member.passwordExpired,
    twoStep,
  };
}

/** The live ticket of a held login, or undefined (unknown, used, expired). */
export function liveTicket(ctx: PlatformContext, ticket: unknown) {
  if (typeof ticket !== 'string' || ticket === '') return undefined;
  const now = ctx.clock.now();
  return ctx.db.twoStepTickets.findFirst((q) =>
    q.where({ ticket, used: false, expiresAt: (at) => at > now }),
  );
}
