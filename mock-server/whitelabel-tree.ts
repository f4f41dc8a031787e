import {
  WHITELABEL_FLAGS,
  type WhitelabelFlag,
  type WhitelabelNode,
} from '#schemas/platform-api.ts';

/**
 * Parent modules of the whitelabel tree (our grouping; the spec only says nodes have
 * childrenNodes). The front end must walk the tree: flags are never at the top level.
 */
export const WHITELABEL_MODULES: readonly { modId: string; flags: readonly WhitelabelFlag[] }[] = [
  {
    modId: 'REGISTRATION3',
    flags: ['DIRECTREG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  },
  { modId: 'LOGIN3', flags: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3'] },
  { modId: 'PASSRECOVERY3', flags: ['CHNGPASSMAIL3', 'CHNGPASSVERIF3'] },
  { modId: 'MEMBERCENTRE3', flags: ['PTSYS3', 'REFERRAL3'] },
  { modId: 'SUPPORT3', flags: ['CBS3'] },
];

/** Module collecting any flag not placed above (a flag added to the contract later). */
export const OTHER_MODULE = 'OTHER3';

/** Builds the whitelabel tree from a brand's flags. Parent modules are always on. */
export function buildWhitelabelTree(flags: Record<WhitelabelFlag, boolean>): WhitelabelNode[] {
  const leaf = (flag: WhitelabelFlag): WhitelabelNode => ({
    modId: flag,
    enabled: flags[flag] ? '1' : '0',
    childrenNodes: [],
  });
  const placed = new Set(WHITELABEL_MODULES.flatMap((module) => module.flags));
  const unplaced = WHITELABEL_FLAGS.filter((flag) => !placed.has(flag));
  const modules = unplaced.length
    ? [...WHITELABEL_MODULES, { modId: OTHER_MODULE, flags: unplaced }]
    : WHITELABEL_MODULES;
  return modules.map((module) => ({
    modId: module.modId,
    enabled: '1',
    childrenNodes: module.flags.map(leaf),
  }));
}
