import { type FlagDefinition, type FlagName, featureFlagCatalogue, isFlagName } from './catalogue.ts';

export interface FlagState {
  name: string;
  known: boolean;
  enabled: boolean;
  /** Whether investing is allowed under this lookup; the fallback for an unknown name never allows it. */
  invest: boolean;
  governs: FlagDefinition['governs'] | null;
}

/** Spec §9: "Flag lookup falls back to a default where invest is false." */
export function defaultFlagState(name: string): FlagState {
  return { name, known: false, enabled: false, invest: false, governs: null };
}

export function lookupFlag(stored: Readonly<Record<string, boolean>>, name: string): FlagState {
  if (!isFlagName(name)) return defaultFlagState(name);
  const definition = featureFlagCatalogue[name];
  return {
    name,
    known: true,
    enabled: stored[name] ?? definition.default,
    invest: true,
    governs: definition.governs,
  };
}

/** Every catalogued flag with its stored value, or its default when none is stored. */
export function resolveFlags(stored: Readonly<Record<string, boolean>>): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(featureFlagCatalogue).map(([name, definition]) => [
      name,
      stored[name] ?? definition.default,
    ]),
  );
}

/**
 * A front end's value of a flag: the runtime value when the API has answered it, else the value the front end is
 * built with (spec §9's build-time variant where the flag has one, else its default).
 */
export function frontEndFlag(
  runtime: Readonly<Record<string, boolean>> | undefined,
  name: FlagName,
): boolean {
  const value = runtime?.[name];
  if (value !== undefined) return value;
  const definition: FlagDefinition = featureFlagCatalogue[name];
  return definition.buildTime ?? definition.default;
}
