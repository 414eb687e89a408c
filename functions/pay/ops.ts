import { userInfo } from 'node:os';
import { centsToAmount } from '#core/contracts/amounts.ts';
import { getOrder, listOrderAudit } from '#functions/data/orders-repo.ts';
import { operatorDecision } from '#functions/pay/recharge.ts';
import { auditAllMembers, ordersPaidNotCredited, reconcile } from '#functions/pay/reconcile.ts';
import { createLogger } from '#functions/platform/log.ts';
import { RECONCILE_GRACE_MS } from '#functions/schedules.ts';

/**
 * `npm run ops -- pay …`: operators' commands of the pay centre. Each answers the text to print;
 * a refusal throws (the CLI prints it and exits 1).
 */
export const PAY_USAGE = `  pay show <out_trade_no>             an order and its audit entries
  pay confirm <out_trade_no> [--note t] [--operator name]
                                      a manual transfer arrived: credit it (audited)
  pay reject <out_trade_no> [--note t] [--operator name]
                                      a manual transfer did not arrive: fail the order (audited)
  pay reconcile [--grace-seconds n]   finish orders, purchases and sign-ins left between steps,
                                      expire overdue orders, list transfers awaiting review
  pay audit                           every member's balance and score against their ledgers,
                                      and orders paid but not credited`;

function operatorName(given: string | undefined): string {
  if (given) return given;
  try {
    return process.env.USER ?? userInfo().username;
  } catch {
    return 'operator';
  }
}

export async function runPayCommand(
  action: string | undefined,
  args: readonly string[],
  options: { note?: string | undefined; operator?: string | undefined; graceSeconds?: string | undefined },
): Promise<string> {
  const nowMs = Date.now();
  switch (action) {
    case 'show': {
      const no = args[0] ?? '';
      const order = await getOrder(no);
      if (!order) throw new Error(`No order ${no}`);
      const audit = await listOrderAudit(no);
      return JSON.stringify({ ...order, amount: centsToAmount(order.amountCents), audit }, null, 2);
    }
    case 'confirm':
    case 'reject': {
      const no = args[0];
      if (!no) throw new Error(`Usage: pay ${action} <out_trade_no> [--note text]`);
      const result = await operatorDecision(
        action,
        no,
        operatorName(options.operator),
        options.note ?? '',
        nowMs,
      );
      if (!result.ok) throw new Error(result.error);
      const { order } = result;
      return action === 'confirm'
        ? `${no}: ${order.state}; ${centsToAmount(order.amountCents)} credited to ${order.username}.`
        : `${no}: ${order.state}; nothing credited.`;
    }
    case 'reconcile': {
      const graceSeconds = Number(options.graceSeconds ?? 60);
      if (!Number.isFinite(graceSeconds) || graceSeconds < 0)
        throw new Error('--grace-seconds must be a number >= 0');
      const report = await reconcile({
        nowMs,
        graceMs: graceSeconds * 1000,
        log: createLogger({ component: 'reconcile' }),
      });
      const lines = [
        `credited: ${report.credited.length ? report.credited.join(', ') : 'none'}`,
        `expired: ${report.expired.length ? report.expired.join(', ') : 'none'}`,
        `purchases finished: ${report.purchases.length ? report.purchases.join(', ') : 'none'}`,
        `sign-ins finished: ${report.signIns.length ? report.signIns.join(', ') : 'none'}`,
        `awaiting review: ${report.awaitingReview.length ? report.awaitingReview.join(', ') : 'none'}`,
      ];
      if (report.problems.length) throw new Error([...lines, 'problems:', ...report.problems].join('\n'));
      return lines.join('\n');
    }
    case 'audit': {
      const { checked, dirty } = await auditAllMembers();
      const uncredited = await ordersPaidNotCredited(nowMs, RECONCILE_GRACE_MS);
      if (dirty.length === 0 && uncredited.length === 0)
        return `${checked} members checked: every balance and score equals its ledger; no order is paid without credit.`;
      throw new Error(
        [
          ...(dirty.length
            ? [
                `${dirty.length} of ${checked} members differ from their ledgers:`,
                ...dirty.map((a) => JSON.stringify(a)),
              ]
            : []),
          ...(uncredited.length
            ? [`${uncredited.length} orders are paid but not credited (run pay reconcile):`, ...uncredited]
            : []),
        ].join('\n'),
      );
    }
    default:
      throw new Error(`Unknown pay command "${action ?? ''}".\n\n${PAY_USAGE}`);
  }
}
