import type { GatewayChannel } from '#core/contracts/pay.ts';
import { alipayGateway } from '#functions/pay/alipay.ts';
import type { PaymentGateway } from '#functions/pay/gateway.ts';
import { alipaySettings, gatewayConfig, wechatSettings } from '#functions/pay/gateway-config.ts';
import { wechatGateway } from '#functions/pay/wechat.ts';

/** The configured adapter of a gateway channel, or null when its keys/ids are not all set. */
export async function gatewayFor(channel: GatewayChannel): Promise<PaymentGateway | null> {
  const config = await gatewayConfig();
  if (channel === 'alipay') {
    const settings = alipaySettings(config);
    return settings ? alipayGateway(settings) : null;
  }
  const settings = wechatSettings(config);
  return settings ? wechatGateway(settings) : null;
}

/** Where a gateway posts its notifications, or null when PAY_NOTIFY_BASE_URL is not set. */
export async function notifyUrl(channel: GatewayChannel): Promise<string | null> {
  const base = (await gatewayConfig()).PAY_NOTIFY_BASE_URL;
  return base ? `${base.replace(/\/+$/, '')}/client/pay/notify/${channel}` : null;
}
