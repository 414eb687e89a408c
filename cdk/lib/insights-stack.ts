import path from 'node:path';
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Stream, StreamEncryption, StreamMode } from 'aws-cdk-lib/aws-kinesis';
import { type CfnFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { KinesisEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { conversionSettings } from '#core/contracts/endpoints/conversions.ts';
import { insightsCollect } from '#core/contracts/endpoints/insights.ts';
import { routeKey } from '#functions/routes.ts';
import type { Monitoring } from './monitoring.ts';
import {
  type BucketRef,
  type OriginSecretRef,
  RouteFunction,
  type SecretRef,
  type TableRef,
} from './route-function.ts';

/** The ingestion route: served by this stack's own API, not LandingApi's (cdk/lib/api-stack.ts). */
export const INGEST_ROUTE_KEYS: readonly string[] = [routeKey(insightsCollect)];

/** How the aggregator reads the stream (README "Conversion insights"). */
export const AGGREGATOR_BATCH = {
  batchSize: 1000,
  maxBatchingWindow: Duration.seconds(5),
  retryAttempts: 10,
  maxRecordAge: Duration.hours(24),
} as const;

/**
 * How the conversions delivery reads its queue (README "Server-side conversion events"): one job
 * per invocation (a job sends to every pixel of its page, each request with a 10 s time-out), a
 * visibility time-out of six times the function's, 5 receives before the dead-letter queue.
 */
export const CONVERSIONS_DELIVERY = {
  batchSize: 1,
  functionTimeout: Duration.minutes(2),
  visibilityTimeout: Duration.minutes(12),
  maxReceiveCount: 5,
  retentionPeriod: Duration.days(4),
} as const;

export type InsightsStackProps = StackProps & {
  readonly table: TableRef;
  /** The uploads bucket: the delivery reads published document copies (documents/). */
  readonly uploadsBucket: BucketRef;
  /** Root of the Conversions API tokens' vault key (functions/conversions/token-vault.ts). */
  readonly domainKeySecret: SecretRef;
  /** The header value CloudFront adds to the beacon's requests; the collect function requires it. */
  readonly originSecret: OriginSecretRef;
  /** Folder holding one bundle folder per route group (cdk/bundle.ts); the insights group's serves both functions. */
  readonly lambdaDir: string;
  /** Alarms and dashboard panels (cdk/lib/monitoring.ts). */
  readonly monitoring: Monitoring;
};

/**
 * Conversion insights' ingestion (DESIGN.md point 18), apart from the member API so that beacon
 * traffic scales on its own: the collect function behind its own HTTP API (the pages CDN and the
 * custom-domain CDN route `/client/insights/collect` here), a Kinesis data stream (on demand,
 * encrypted) it puts one record per event into, and the aggregator function reading the stream
 * in per-shard order (parallelization 1: the counters' watermarks rely on it), in batches,
 * reporting the first record to deliver again; a batch still failing after its retries or older
 * than a day is described in the dead-letter queue.
 */
export class InsightsStack extends Stack {
  readonly collectApi: HttpApi;
  readonly stream: Stream;
  readonly deadLetters: Queue;
  readonly conversions: Queue;
  readonly conversionDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: InsightsStackProps) {
    super(scope, id, props);
    const codeDir = path.join(props.lambdaDir, insightsCollect.group);

    this.stream = new Stream(this, 'Events', {
      streamMode: StreamMode.ON_DEMAND,
      encryption: StreamEncryption.MANAGED,
      retentionPeriod: Duration.hours(24),
    });
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is the dead-letter destination of the aggregator; it needs none of its own.',
    });

    // Server-side conversion events (issue 15): collect enqueues a job for pages with a platform
    // token; the delivery sends it to the ad platforms and re-enqueues retries with a delay.
    this.conversionDeadLetters = new Queue(this, 'ConversionDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.conversionDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is the dead-letter queue of the conversions queue; it needs none of its own.',
    });
    this.conversions = new Queue(this, 'Conversions', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: CONVERSIONS_DELIVERY.retentionPeriod,
      visibilityTimeout: CONVERSIONS_DELIVERY.visibilityTimeout,
      deadLetterQueue: {
        queue: this.conversionDeadLetters,
        maxReceiveCount: CONVERSIONS_DELIVERY.maxReceiveCount,
      },
    });
    const sendToConversions = new PolicyStatement({
      effect: Effect.ALLOW,
      actions: ['sqs:SendMessage'],
      resources: [this.conversions.queueArn],
    });

    const collect = new RouteFunction(this, 'Collect', {
      group: insightsCollect.group,
      codeDir,
      routeKeys: INGEST_ROUTE_KEYS,
    })
      .bindTable(props.table)
      .bindOriginSecret(props.originSecret);
    collect.function.addEnvironment('INSIGHTS_STREAM_NAME', this.stream.streamName);
    collect.function.addEnvironment('CONVERSIONS_QUEUE_URL', this.conversions.queueUrl);
    collect.role.addToPrincipalPolicy(sendToConversions);
    collect.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['kinesis:PutRecord'],
        resources: [this.stream.streamArn],
      }),
    );

    this.collectApi = new HttpApi(this, 'CollectApi', {
      description: 'Landing builder: the published pages’ insights beacon (through the pages CDNs)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.collectApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      // Beacons from every published page; WAF limits each address (cdk/lib/waf-stack.ts).
      throttle: { rateLimit: 2000, burstLimit: 4000 },
    });
    this.collectApi.addRoutes({
      path: insightsCollect.path,
      methods: [HttpMethod[insightsCollect.method]],
      // The alias CodeDeploy shifts gradually, rolling back on the function's alarms.
      integration: new HttpLambdaIntegration(
        'CollectIntegration',
        collect.deployGradually([
          ...props.monitoring.watchFunction(collect.function, 'Insights collect'),
          props.monitoring.watchRequestLog(collect.logGroup, 'Insights collect'),
        ]),
      ),
    });
    Validations.of(this.collectApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Anonymous visitors of published pages send the beacon; it is validated and rate-limited in the handler.',
    });

    const aggregator = new RouteFunction(this, 'Aggregator', {
      group: insightsCollect.group,
      codeDir,
      routeKeys: ['aggregator of the insights stream'],
    })
      .bindTable(props.table)
      .bindOriginSecret(props.originSecret);
    // Like the API functions, the consumers run behind the `live` alias CodeDeploy shifts 10 % first
    // and rolls back on their alarms; their event source mappings invoke the alias.
    const aggregatorLive = aggregator.deployGradually(
      props.monitoring.watchFunction(aggregator.function, 'Insights aggregator'),
    );
    aggregatorLive.addEventSource(
      new KinesisEventSource(this.stream, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        ...AGGREGATOR_BATCH,
        parallelizationFactor: 1,
        bisectBatchOnError: false,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetters),
      }),
    );
    const delivery = new RouteFunction(this, 'ConversionsDelivery', {
      group: conversionSettings.group,
      codeDir: path.join(props.lambdaDir, conversionSettings.group),
      routeKeys: ['delivery of the conversions queue to the ad platforms'],
    })
      .bindTable(props.table)
      .bindSecret('DOMAIN_KEY_SECRET_ARN', props.domainKeySecret)
      .bindBucket('UPLOADS_BUCKET', props.uploadsBucket, { read: ['documents/'] });
    delivery.function.addEnvironment('CONVERSIONS_QUEUE_URL', this.conversions.queueUrl);
    delivery.role.addToPrincipalPolicy(sendToConversions);
    // Not behind API Gateway (whose 30 s bound sets RouteFunction's time-out): a job's requests
    // to several platforms, each bounded at 10 s.
    (delivery.function.node.defaultChild as CfnFunction).timeout =
      CONVERSIONS_DELIVERY.functionTimeout.toSeconds();
    const deliveryLive = delivery.deployGradually(
      props.monitoring.watchFunction(delivery.function, 'Conversions delivery'),
    );
    deliveryLive.addEventSource(
      new SqsEventSource(this.conversions, {
        batchSize: CONVERSIONS_DELIVERY.batchSize,
        reportBatchItemFailures: true,
      }),
    );
    props.monitoring.watchDeadLetters(this.conversionDeadLetters, 'Conversions delivery');
    props.monitoring.watchHttpApi(this.collectApi, 'Collect API');
    props.monitoring.watchDeadLetters(this.deadLetters, 'Insights aggregator');
  }
}
