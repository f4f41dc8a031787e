import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type {
  PermissionConfig,
  SystemStatus,
  WhitelabelFlag,
  WhitelabelNode,
} from '#schemas/platform-api.ts';
import { platformConfigQuery } from '#src/api/system.queries.ts';
import { useBrand } from './brand-context.tsx';
import { useDeferredQuery } from './use-deferred-query.ts';
import { usePreferences } from './preferences.tsx';

export interface PlatformConfig {
  permission: PermissionConfig;
  status: SystemStatus;
  /** Whitelabel modules that are on ('1'), from anywhere in the tree. */
  flags: ReadonlySet<string>;
  /** Languages the platform offers, in its order. */
  languages: string[];
}

/** The raw context; the app fills it through PlatformConfigProvider, tests provide a value. */
export const PlatformConfigContext = createContext<PlatformConfig | null>(null);

/** Collects the modIds of every enabled node; a child of a disabled node is off too. */
export function enabledModules(nodes: WhitelabelNode[]): Set<string> {
  const on = new Set<string>();
  const visit = (node: WhitelabelNode) => {
    if (node.enabled !== '1') return;
    on.add(node.modId);
    node.childrenNodes.forEach(visit);
  };
  nodes.forEach(visit);
  return on;
}

interface Props {
  children: (config: PlatformConfig) => ReactNode;
  loading: ReactNode;
  failed: (retry: () => void) => ReactNode;
}

/** Loads the permission config and the system status before anything else renders. */
export function PlatformConfigProvider({ children, loading, failed }: Props) {
  // Encrypted calls (login, register, passwords) need the platform's key: the query hands it
  // to the client before any child runs. Its answer mounts the whole app: as a transition
  // (useDeferredQuery), React renders that in short slices instead of one long task.
  const remote = useDeferredQuery(platformConfigQuery(window.location.host));
  const { language, setLanguage } = usePreferences();
  const brandDefault = useBrand().app.defaultLanguage;

  const config = useMemo<PlatformConfig | null>(() => {
    if (remote.status !== 'success') return null;
    const [permission, status] = remote.data;
    return {
      permission,
      status,
      flags: enabledModules(permission.info.whitelabel),
      languages: permission.info.languages,
    };
  }, [remote.status, remote.data]);

  // The platform decides which languages are offered; a stored one it no longer offers goes.
  useEffect(() => {
    if (!config || config.languages.length === 0 || config.languages.includes(language)) return;
    const offered = config.languages;
    setLanguage(offered.includes(brandDefault) ? brandDefault : (offered[0] ?? brandDefault));
  }, [config, language, setLanguage, brandDefault]);

  if (remote.status === 'pending') return loading;
  if (!config) return failed(() => void remote.refetch());
  return (
    <PlatformConfigContext.Provider value={config}>
      {children(config)}
    </PlatformConfigContext.Provider>
  );
}

export function usePlatformConfig(): PlatformConfig {
  const value = useContext(PlatformConfigContext);
  if (!value) throw new Error('usePlatformConfig must be used inside <PlatformConfigProvider>');
  return value;
}

/** Whether a whitelabel module flag is on, e.g. `useFlag('DIRECTREG3')`. */
export function useFlag(flag: WhitelabelFlag): boolean {
  return usePlatformConfig().flags.has(flag);
}
