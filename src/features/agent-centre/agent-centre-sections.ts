import type { MessageDescriptor } from 'react-intl';
import type { ConsolidatedFlags, ContractKind } from '#schemas/agent-api.ts';
import { menuMessages } from './agent-centre-messages.ts';

/** The agent centre's menu, in the spec's order (section 2). */
export const SECTION_IDS = [
  'announcement',
  'overview',
  'account',
  'team',
  'teamBetting',
  'profitLoss',
  'income',
  'transactions',
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;

export type SectionId = (typeof SECTION_IDS)[number];

/** The contract sections and the consolidated flag that shows each. */
const CONTRACT_FLAGS: Readonly<Record<ContractKind, keyof ConsolidatedFlags>> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};

export function isContractSection(id: SectionId): id is ContractKind {
  return id in CONTRACT_FLAGS;
}

/** The sections this agent sees: the contract ones only when their switch is on. */
export function visibleSections(flags: ConsolidatedFlags | undefined): SectionId[] {
  return SECTION_IDS.filter((id) =>
    isContractSection(id) ? flags?.[CONTRACT_FLAGS[id]] === true : true,
  );
}

export function sectionTitle(id: SectionId): MessageDescriptor {
  return menuMessages[id];
}

/** The section of `?section=`, if it is one this agent sees; else the first. */
export function sectionOf(value: string | null, visible: readonly SectionId[]): SectionId {
  const found = visible.find((id) => id === value);
  return found ?? visible[0] ?? 'announcement';
}
