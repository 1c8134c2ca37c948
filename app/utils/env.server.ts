import { parseSettings, type Settings } from '#contract/settings';

let cached: Settings | undefined;

/** Settings for the web app: the same schema server.ts parsed at start. */
export function env(): Settings {
  cached ??= parseSettings(process.env);
  return cached;
}

export function sessionSecret(): string {
  const secret = env().SESSION_SECRET;
  // server.ts resolves the secret (given, or generated into DATA_DIR) before the app loads.
  if (!secret) throw new Error('SESSION_SECRET was not resolved at start');
  return secret;
}
