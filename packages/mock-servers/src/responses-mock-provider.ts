/**
 * The `-c` overrides that make \`codex app-server\` use the Responses mock as its model
 * provider: a known model slug (else codex warns and drops tools) and no retries by default,
 * so a failure fails fast.
 */
export const MOCK_KEY_ENV = 'MWH_MOCK_KEY';
export const MOCK_MODEL = 'gpt-5.5';

/** `extra` adds or replaces config keys, e.g. a scenario about retries raises them. */
export function codexMockProviderArgs(url: string, extra: Record<string, string> = {}, keyEnv = MOCK_KEY_ENV): string[] {
  const config: Record<string, string> = {
    model_provider: '"mock"',
    // codex refuses a provider without a name.
    'model_providers.mock.name': '"mwh mock"',
    'model_providers.mock.base_url': JSON.stringify(`${url}/v1`),
    'model_providers.mock.wire_api': '"responses"',
    'model_providers.mock.env_key': JSON.stringify(keyEnv),
    // The top-level retry keys are ignored by codex 0.171; the per-provider ones work.
    'model_providers.mock.request_max_retries': '0',
    'model_providers.mock.stream_max_retries': '0',
    model: JSON.stringify(MOCK_MODEL),
    ...extra,
  };
  return Object.entries(config).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}
