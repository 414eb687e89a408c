import { resetGatewayConfig } from '#functions/pay/gateway-config.ts';
import { createSandboxGateway, type SandboxGateway } from '#functions/pay/sandbox/gateway.ts';
import { loadSandboxKeys, type SandboxKeys, sandboxEnvironment } from '#functions/pay/sandbox/keys.ts';

/**
 * Turns the sandbox on for a local server at `baseUrl`: keys from `dir` (generated on first
 * start; null keeps them in memory), the gateway settings pointed at it. Off when PAY_SANDBOX=0
 * or when real gateway settings are already in the environment (testing real keys locally).
 */
export async function startPaySandbox(
  dir: string | null,
  baseUrl: string,
): Promise<(SandboxGateway & { keys: SandboxKeys }) | null> {
  if (process.env.PAY_SANDBOX === '0' || process.env.ALIPAY_APP_ID || process.env.WECHATPAY_MCHID)
    return null;
  const keys = await loadSandboxKeys(dir);
  Object.assign(process.env, sandboxEnvironment(keys, baseUrl));
  resetGatewayConfig();
  return { ...createSandboxGateway(keys), keys };
}
