import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { HttpApi, IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  SearchExpression,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '#functions/platform/metrics.ts';

/** Thresholds of the alarms (README "Monitoring"); one place to tune them. */
export const ALARM_THRESHOLDS = {
  /** Unhandled errors of a function in five minutes (handled failures answer 4xx and are not errors). */
  functionErrors: 1,
  /** Throttled invocations of a function in five minutes. */
  functionThrottles: 1,
  /** p99 duration of a function, three five-minute periods in a row. */
  functionP99Ms: 5_000,
  /** Share of an HTTP API's requests answered 5xx, percent, over five minutes. */
  api5xxPercent: 1,
  /** p99 latency of an HTTP API, three five-minute periods in a row. */
  apiP99Ms: 3_000,
  /** CloudFront 5xx error rate, percent, over five minutes. */
  cdn5xxPercent: 5,
  /**
   * SES reputation, as fractions of the messages sent: AWS reviews an account at a 5 % bounce rate
   * and 0.1 % complaint rate (and may pause sending at 10 % and 0.5 %), so the alarms go off at half.
   */
  sesBounceRate: 0.025,
  sesComplaintRate: 0.0005,
  /** Share of the monthly SMS spend limit (`-c smsMonthlyLimitUsd`) at which SMS spend alarms. */
  smsSpendShare: 0.8,
  /** Steps the pay reconciler could not finish in five minutes (any is worth a look). */
  reconcileProblems: 1,
  /** Hours a manual-channel order may wait for an operator's review before it alarms. */
  orderReviewWaitHours: 4,
  /** Verified domains whose imported certificate ends within 30 days (functions/domains/recheck.ts). */
  certificatesExpiring: 1,
  /** Requests of one API function answered "Internal" (an unexpected throw, caught) in five minutes. */
  internalErrors: 1,
} as const;

/**
 * The metrics CloudWatch Logs derives from the API functions' request lines
 * (functions/platform/handler.ts `defineHandler`: one JSON line per request, written raw to stdout,
 * `{"level":"info","msg":"request","route":"POST /client/…","code":0,"error":"CodeWrong","ms":12.5,…}`,
 * `error` only on refusals). Metric filters, so no code in the handlers and nothing sent at run
 * time: `RefusedRequests` counts refused requests of every function by error name (dimension
 * `error`, bounded by the error catalogue, functions/platform/errors.ts); `InternalErrors` counts a
 * function's requests that failed unexpectedly. An unexpected throw is caught and answered with the
 * "Internal" error, so Lambda's own Errors metric never sees it: this is the alarm that does.
 */
export const REQUEST_METRICS = {
  namespace: 'LandingBuilder/Requests',
  refused: 'RefusedRequests',
  /** One metric per function (a metric filter cannot set a fixed dimension): InternalErrors-api-user… */
  internal: (name: string) => `InternalErrors-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
} as const;

/** A line of the request log (msg "request"); the beacon's 204 lines are at debug level, not written. */
const REQUEST_LINE = FilterPattern.stringValue('$.msg', '=', 'request');

/** The metric filters' patterns: a refused request (any `error`), and one answered "Internal". */
export const REQUEST_LOG_PATTERNS = {
  refused: FilterPattern.all(REQUEST_LINE, FilterPattern.exists('$.error')),
  internal: FilterPattern.all(REQUEST_LINE, FilterPattern.stringValue('$.error', '=', 'Internal')),
} as const;

/** The account's monthly SMS spend limit in SNS unless `-c smsMonthlyLimitUsd=…` names another (USD). */
export const DEFAULT_SMS_MONTHLY_LIMIT_USD = 50;

const FIVE_MINUTES = Duration.minutes(5);

/** The table operations the data layer uses (functions/data): the ones whose throttles matter. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
];

export type AlarmsStackProps = StackProps & {
  /** `-c alarmEmail=ops@example.com`: an email subscription to the alarm topic (confirmed by mail). */
  readonly alarmEmail?: string;
  /** `-c monthlyBudgetUsd=200`: the monthly cost budget whose overrun notifies the alarm topic. */
  readonly monthlyBudgetUsd: number;
};

/**
 * The operator's alarm topic (every alarm of every stack notifies it) and the monthly cost budget.
 * Deployed first: the other stacks' alarms name the topic.
 */
export class AlarmsStack extends Stack {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsStackProps) {
    super(scope, id, props);
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Landing builder alarms',
      enforceSSL: true,
    });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and states, no member data; CloudWatch and AWS Budgets cannot publish to a topic encrypted with the AWS-managed SNS key.',
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: 80,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
      ],
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.topic.topicArn,
      description: 'Subscribe to this topic (email, chat, pager) to receive every alarm',
    });
  }
}

type Panel = { title: string; left: IMetric[]; right?: IMetric[] };

/**
 * One of the product's own metrics (functions/platform/metrics.ts: Powertools EMF, namespace
 * LandingBuilder, dimension service), as CloudWatch stores it.
 */
export function businessMetric(
  name: (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS],
  statistic: string,
  period: Duration,
  label: string,
): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic,
    period,
    label,
  });
}

/**
 * The monitoring defaults: each `watch*` call gives a resource its alarms (in the resource's own
 * stack, notifying the alarm topic) and its panels on the one dashboard, which `dashboard()`
 * builds last in a stack of its own.
 */
export class Monitoring {
  private readonly action: SnsAction;
  private readonly panels: Panel[] = [];
  /** The product's own panels (publishes, recharges, sign-ups…): the dashboard's first row. */
  private readonly productPanels: Panel[] = [];
  /** The functions whose request logs feed REQUEST_METRICS. */
  private readonly requestLogs: string[] = [];
  private readonly functionPanels = {
    invocations: [] as IMetric[],
    errors: [] as IMetric[],
    p99: [] as IMetric[],
  };

  readonly topic: Topic;

  constructor(topic: Topic) {
    this.topic = topic;
    this.action = new SnsAction(topic);
  }

  private alarm(
    scope: Construct,
    id: string,
    metric: IMetric,
    threshold: number,
    description: string,
    evaluationPeriods = 1,
  ): Alarm {
    const alarm = new Alarm(scope, id, {
      metric,
      threshold,
      evaluationPeriods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }

  /** Errors, throttles and p99 duration of one function; returned for deployment rollbacks. */
  watchFunction(fn: LambdaFunction, name: string): Alarm[] {
    const scope = new Construct(fn, 'Alarms');
    const errors = fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' });
    const p99 = fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' });
    this.functionPanels.invocations.push(
      fn.metricInvocations({ period: FIVE_MINUTES, statistic: 'Sum', label: name }),
    );
    this.functionPanels.errors.push(errors.with({ label: name }));
    this.functionPanels.p99.push(p99.with({ label: name }));
    return [
      this.alarm(scope, 'Errors', errors, ALARM_THRESHOLDS.functionErrors, `${name}: unhandled errors`),
      this.alarm(
        scope,
        'Throttles',
        fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
        ALARM_THRESHOLDS.functionThrottles,
        `${name}: throttled invocations`,
      ),
      this.alarm(
        scope,
        'P99Duration',
        p99,
        ALARM_THRESHOLDS.functionP99Ms,
        `${name}: p99 duration over ${ALARM_THRESHOLDS.functionP99Ms} ms for 15 minutes`,
        3,
      ),
    ];
  }

  /**
   * Metrics from an API function's JSON request log (REQUEST_METRICS): refused requests by error
   * name, and this function's internal errors, alarmed on. Answers the alarm (for rollbacks).
   */
  watchRequestLog(logGroup: ILogGroup, name: string): Alarm {
    new MetricFilter(logGroup, 'RefusedRequests', {
      logGroup,
      filterPattern: REQUEST_LOG_PATTERNS.refused,
      metricNamespace: REQUEST_METRICS.namespace,
      metricName: REQUEST_METRICS.refused,
      metricValue: '1',
      dimensions: { error: '$.error' },
    });
    const internal = new MetricFilter(logGroup, 'InternalErrors', {
      logGroup,
      filterPattern: REQUEST_LOG_PATTERNS.internal,
      metricNamespace: REQUEST_METRICS.namespace,
      metricName: REQUEST_METRICS.internal(name),
      metricValue: '1',
    });
    this.requestLogs.push(name);
    return this.alarm(
      new Construct(logGroup, 'Alarms'),
      'InternalErrors',
      internal.metric({ period: FIVE_MINUTES, statistic: 'Sum' }),
      ALARM_THRESHOLDS.internalErrors,
      `${name}: requests answered "Internal" (its log line "unhandled error" has the cause)`,
    );
  }

  /** 5xx share and p99 latency of an HTTP API. */
  watchHttpApi(api: HttpApi | IHttpApi, name: string): Alarm[] {
    const scope = new Construct(api, 'Alarms');
    const count = api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const latency = api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    const rate = new MathExpression({
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: { errors: serverErrors, requests: count },
      period: FIVE_MINUTES,
      label: `${name} 5xx %`,
    });
    this.panels.push(
      {
        title: `${name}: requests and 5xx`,
        left: [count.with({ label: 'requests' })],
        right: [serverErrors.with({ label: '5xx' })],
      },
      { title: `${name}: p99 latency (ms)`, left: [latency] },
    );
    return [
      this.alarm(
        scope,
        'ServerErrorRate',
        rate,
        ALARM_THRESHOLDS.api5xxPercent,
        `${name}: 5xx over ${ALARM_THRESHOLDS.api5xxPercent}% of requests`,
      ),
      this.alarm(
        scope,
        'P99Latency',
        latency,
        ALARM_THRESHOLDS.apiP99Ms,
        `${name}: p99 latency over ${ALARM_THRESHOLDS.apiP99Ms} ms for 15 minutes`,
        3,
      ),
    ];
  }

  /** Throttled requests and system errors of the table, summed over the operations the code uses. */
  watchTable(parent: Construct, table: Table): Alarm[] {
    const scope = new Construct(parent, 'TableAlarms');
    const options = { operations: TABLE_OPERATIONS, period: FIVE_MINUTES };
    const throttles = table.metricThrottledRequestsForOperations(options);
    const systemErrors = table.metricSystemErrorsForOperations(options);
    this.panels.push(
      { title: 'Table: throttled requests', left: [throttles] },
      { title: 'Table: system errors', left: [systemErrors] },
    );
    return [
      this.alarm(scope, 'Throttles', throttles, 1, 'Table: throttled requests'),
      this.alarm(scope, 'SystemErrors', systemErrors, 1, 'Table: DynamoDB system errors'),
    ];
  }

  /**
   * Email and SMS: SES's account reputation (bounce and complaint rates, hourly maximum) and the
   * month's SMS spend in SNS against `smsMonthlyLimitUsd` (set the same figure as the account's
   * SNS spend limit, which stops sending when reached). Account-wide metrics of the stack's region.
   */
  watchMessaging(parent: Construct, smsMonthlyLimitUsd: number): Alarm[] {
    const scope = new Construct(parent, 'MessagingAlarms');
    const hourly = { period: Duration.hours(1), statistic: 'Maximum' };
    const bounce = new Metric({
      namespace: 'AWS/SES',
      metricName: 'Reputation.BounceRate',
      label: 'Bounce rate',
      ...hourly,
    });
    const complaint = new Metric({
      namespace: 'AWS/SES',
      metricName: 'Reputation.ComplaintRate',
      label: 'Complaint rate',
      ...hourly,
    });
    const spend = new Metric({
      namespace: 'AWS/SNS',
      metricName: 'SMSMonthToDateSpentUSD',
      label: 'SMS spend this month (USD)',
      ...hourly,
    });
    this.panels.push(
      { title: 'Email: SES bounce and complaint rates', left: [bounce, complaint] },
      { title: 'SMS: spend this month (USD)', left: [spend] },
    );
    const limit = smsMonthlyLimitUsd * ALARM_THRESHOLDS.smsSpendShare;
    return [
      this.alarm(
        scope,
        'SesBounceRate',
        bounce,
        ALARM_THRESHOLDS.sesBounceRate,
        'Email: SES bounce rate at half of AWS’s review level (5 %)',
      ),
      this.alarm(
        scope,
        'SesComplaintRate',
        complaint,
        ALARM_THRESHOLDS.sesComplaintRate,
        'Email: SES complaint rate at half of AWS’s review level (0.1 %)',
      ),
      this.alarm(
        scope,
        'SmsSpend',
        spend,
        limit,
        `SMS: this month’s spend reached ${limit} USD (80 % of the limit)`,
      ),
    ];
  }

  /**
   * The 5xx error rate of a distribution. CloudFront publishes its metrics in us-east-1 only, so
   * these alarms have data when the stacks are deployed there (README "Monitoring").
   */
  watchDistribution(scope: Construct, id: string, distributionId: string, name: string): Alarm {
    const rate = new Metric({
      namespace: 'AWS/CloudFront',
      metricName: '5xxErrorRate',
      dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
      statistic: 'Average',
      period: FIVE_MINUTES,
      label: name,
    });
    this.panels.push({ title: `${name}: 5xx error rate (%)`, left: [rate.with({ region: 'us-east-1' })] });
    return this.alarm(
      new Construct(scope, `${id}Alarms`),
      'ServerErrorRate',
      rate,
      ALARM_THRESHOLDS.cdn5xxPercent,
      `${name}: CloudFront 5xx error rate over ${ALARM_THRESHOLDS.cdn5xxPercent}%`,
    );
  }

  /**
   * The product's own metrics: publishes, credited recharges and sign-ups on the dashboard; alarms
   * when the pay reconciler finds problems, when a manual order has waited for review longer than
   * ALARM_THRESHOLDS.orderReviewWaitHours, and when a member's imported certificate is within 30
   * days of its end (the daily domain re-check counts them).
   */
  watchProduct(parent: Construct): Alarm[] {
    const scope = new Construct(parent, 'ProductAlarms');
    const hourly = Duration.hours(1);
    this.productPanels.push({
      title: 'Product: publishes, recharges credited, sign-ups (per hour)',
      left: [
        businessMetric(BUSINESS_METRICS.publishes, 'Sum', hourly, 'Publishes'),
        businessMetric(BUSINESS_METRICS.rechargesCredited, 'Sum', hourly, 'Recharges credited'),
        businessMetric(BUSINESS_METRICS.signUps, 'Sum', hourly, 'Sign-ups'),
      ],
    });
    const problems = businessMetric(
      BUSINESS_METRICS.reconcileProblems,
      'Sum',
      FIVE_MINUTES,
      'Reconciler problems',
    );
    const awaiting = businessMetric(
      BUSINESS_METRICS.ordersAwaitingReview,
      'Maximum',
      FIVE_MINUTES,
      'Orders awaiting review',
    );
    const oldestWait = businessMetric(
      BUSINESS_METRICS.oldestReviewWaitSeconds,
      'Maximum',
      FIVE_MINUTES,
      'Oldest review wait (s)',
    );
    const daily = Duration.days(1);
    const expiring = businessMetric(
      BUSINESS_METRICS.certificatesExpiringSoon,
      'Maximum',
      daily,
      'Certificates ending within 30 days',
    );
    this.productPanels.push(
      {
        title: 'Pay: reconciler problems and orders awaiting review',
        left: [problems, awaiting],
        right: [oldestWait],
      },
      { title: 'Domains: imported certificates ending within 30 days', left: [expiring] },
    );
    const waitSeconds = ALARM_THRESHOLDS.orderReviewWaitHours * 3600;
    return [
      this.alarm(
        scope,
        'ReconcileProblems',
        problems,
        ALARM_THRESHOLDS.reconcileProblems,
        'Pay: the reconciler could not finish a step (its log line "reconcile step failed" says which)',
      ),
      this.alarm(
        scope,
        'OrderReviewWait',
        oldestWait,
        waitSeconds,
        `Pay: a manual order has waited for review over ${ALARM_THRESHOLDS.orderReviewWaitHours} hours ("npm run ops -- pay reconcile --aws" lists them: confirm or reject each)`,
      ),
      this.alarm(
        scope,
        'CertificatesExpiring',
        expiring,
        ALARM_THRESHOLDS.certificatesExpiring,
        'Domains: a member’s imported certificate ends within 30 days (the domain re-check’s log names it)',
      ),
    ];
  }

  /** Any message in a dead-letter queue: something failed for good and waits for an operator. */
  watchDeadLetters(queue: Queue, name: string): Alarm {
    const visible = queue.metricApproximateNumberOfMessagesVisible({
      period: FIVE_MINUTES,
      statistic: 'Maximum',
    });
    this.panels.push({ title: `${name}: messages waiting`, left: [visible] });
    return this.alarm(
      new Construct(queue, 'Alarms'),
      'MessagesVisible',
      visible,
      1,
      `${name}: messages waiting in the dead-letter queue`,
    );
  }

  /** The one dashboard: functions' invocations, errors and p99, then every watched resource's panels. */
  dashboard(scope: Construct, id: string): Dashboard {
    const dashboard = new Dashboard(scope, id, {
      dashboardName: 'LandingBuilder',
      defaultInterval: Duration.hours(3),
    });
    dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# Landing builder\nPublishes, recharges and sign-ups; requests, errors and latency of every function, API, table and distribution. Alarms notify the topic in the LandingAlarms stack.',
        width: 24,
        height: 2,
      }),
    );
    const graph = ({ title, left, right }: Panel, width = 12) =>
      new GraphWidget({ title, left, ...(right ? { right } : {}), width, height: 6 });
    if (this.productPanels.length > 0)
      dashboard.addWidgets(...this.productPanels.map((panel) => graph(panel, 8)));
    dashboard.addWidgets(
      graph({ title: 'Functions: invocations', left: this.functionPanels.invocations }, 8),
      graph({ title: 'Functions: unhandled errors', left: this.functionPanels.errors }, 8),
      graph({ title: 'Functions: p99 duration (ms)', left: this.functionPanels.p99 }, 8),
    );
    if (this.requestLogs.length > 0) {
      // Search expressions: one line per error name, per function, for those that have reported one.
      const search = (query: string, label: string) =>
        new SearchExpression({ expression: `SEARCH('${query}', 'Sum', 300)`, label });
      dashboard.addWidgets(
        graph({
          title: 'API: refused requests by error (request logs)',
          left: [
            search(`{${REQUEST_METRICS.namespace},error} MetricName="${REQUEST_METRICS.refused}"`, 'Refused'),
          ],
        }),
        graph({
          title: 'API: internal errors by function (request logs)',
          left: [search(`{${REQUEST_METRICS.namespace}} MetricName=InternalErrors`, 'Internal')],
        }),
      );
    }
    for (let i = 0; i < this.panels.length; i += 2) {
      dashboard.addWidgets(...this.panels.slice(i, i + 2).map((panel) => graph(panel)));
    }
    return dashboard;
  }
}
