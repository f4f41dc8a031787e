/** The session machine without a backend: a stored token restores the sandbox member. */
import type { PermissionConfig } from '#schemas/platform-api.ts';
import { fromPromise } from 'xstate';
import { noop, SANDBOX_MEMBER } from '../sandbox-fixtures.ts';
import type { Sandbox } from '../sandbox-types.ts';
import type { sessionMachine } from './machine.ts';

const PERMISSION: PermissionConfig = {
  info: {
    whitelabel: [],
    registerRules: {},
    resources: [],
    customerService: [],
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
    languages: ['vi', 'en'],
    publicKey: '',
  },
  location: { ip: '127.0.0.1', country: 'VN' },
  maintenance: null,
  regionRestriction: null,
};

export const sessionSandbox: Sandbox<typeof sessionMachine> = {
  implementations: {
    actors: {
      loadCountryCode: fromPromise(async () => '+84'),
      loadPermission: fromPromise(async () => PERMISSION),
      loadMemberInfo: fromPromise(async () => SANDBOX_MEMBER),
      logout: fromPromise(async (): Promise<unknown> => null),
    },
    actions: {
      removeTokenFromUrl: noop,
      saveToken: noop,
      saveMember: noop,
      clearSession: noop,
      openLogin: noop,
      setMerchant: noop,
      navigateHome: noop,
      closeChatWindow: noop,
      announceLinkMember: noop,
    },
  },
  input: { storedToken: 'sandbox-token', urlToken: null },
  samples: [
    { type: 'session.loggedIn', token: 'sandbox-token', member: SANDBOX_MEMBER },
    { type: 'session.urlToken', token: 'sandbox-url-token' },
    { type: 'session.memberChanged', member: { ...SANDBOX_MEMBER, nickname: 'Sandbox renamed' } },
    { type: 'session.unauthorized' },
    { type: 'session.logout' },
    { type: 'session.confirm' },
    { type: 'session.cancel' },
    { type: 'session.retry' },
  ],
  demo: {
    steps: [{ send: { type: 'session.logout' } }, { send: { type: 'session.confirm' } }],
    reaches: 'loggedOut',
  },
};
