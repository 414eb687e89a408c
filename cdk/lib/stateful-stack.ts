import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupResource } from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { TABLE_KEYS, TTL_ATTRIBUTE } from '#functions/data/table.ts';
import { UPLOAD_PREFIX } from '#functions/uploads/keys.ts';

/** Prefixes of the site bucket that visitors read through CloudFront (functions/site/keys.ts). */
export const SITE_PUBLIC_PREFIXES = ['static/', 'site/', 'published/', 'preview/'] as const;

/** Every bucket: private, encrypted, TLS only, kept when the stack goes. */
const privateBucket = {
  encryption: BucketEncryption.S3_MANAGED,
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  removalPolicy: RemovalPolicy.RETAIN,
} satisfies BucketProps;

/**
 * Everything that holds data and must outlive a redeploy: the single table, the buckets and the
 * token-signing key. All of it is retained when the stack is deleted.
 */
export class StatefulStack extends Stack {
  readonly table: Table;
  readonly uploadsBucket: Bucket;
  readonly siteBucket: Bucket;
  /** Server access logs of the buckets and the CloudFront standard logs. */
  readonly logsBucket: IBucket;
  readonly signingSecret: Secret;
  /** Key of the verification codes' HMAC: its own secret (functions/platform/secrets.ts). */
  readonly codeSecret: Secret;
  /** Key encrypting members' TLS private keys at rest: its own secret, so rotating the signing key leaves them readable. */
  readonly domainKeySecret: Secret;
  /**
   * The value CloudFront adds to every request it sends the APIs (header x-origin-verify) and the
   * functions require (functions/platform/origin.ts): a request to the execute-api addresses
   * themselves, bypassing CloudFront and its web ACL, is refused.
   */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { terminationProtection: true, ...props });

    // The key schema is the one the local stores create (functions/data/table.ts).
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_KEYS.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    // Typed as the interface that CDK props ask for: under exactOptionalPropertyTypes the Bucket class
    // does not match its own jsii interface (optional members declared without `| undefined`).
    this.logsBucket = new Bucket(this, 'LogsBucket', {
      ...privateBucket,
      // CloudFront standard logging writes through an ACL grant, so ACLs stay enabled here.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    }) as IBucket;
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
      ...privateBucket,
      // Page documents and uploads: an overwritten or deleted object stays restorable for 30 days
      // (and is in the backups below); AWS Backup of S3 needs versioning.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/uploads/',
    });

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      ...privateBucket,
      // Versions let an operator restore an overwritten page; old ones go after 30 days. Builder
      // previews stop answering after an hour (functions/publish/keys.ts) and go a day later.
      versioned: true,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30) },
        { prefix: 'preview/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      ],
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/site/',
    });
    // CloudFront reads the site through Origin Access Control. The distribution lives in the CDN
    // stack, which depends on this one, so naming its id here would be a cycle: the grant is to
    // any distribution of this account, and only for the public prefixes.
    this.siteBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsPublicPrefixes',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: SITE_PUBLIC_PREFIXES.map((prefix) => this.siteBucket.arnForObjects(`${prefix}*`)),
        conditions: {
          StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );

    // Uploads are served under /uploads/* by the same distribution, also through OAC.
    this.uploadsBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsUploads',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.uploadsBucket.arnForObjects(`${UPLOAD_PREFIX}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );

    this.signingSecret = new Secret(this, 'TokenSigningKey', {
      description: 'Landing builder: key that signs access tokens (JWT, HS256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.signingSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A generated random signing key with no external credential to rotate against; rotating it signs ' +
        'every member out, so it is rotated by hand (put a new random value) when needed.',
    });

    const generated = { passwordLength: 64, excludePunctuation: true, includeSpace: false };
    this.codeSecret = new Secret(this, 'CodeHmacKey', {
      description: 'Landing builder: key of the verification codes HMAC',
      generateSecretString: generated,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.domainKeySecret = new Secret(this, 'DomainPrivateKeyKey', {
      description: "Landing builder: key encrypting members' TLS private keys at rest",
      generateSecretString: generated,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.originSecret = new Secret(this, 'OriginVerifyKey', {
      description: 'Landing builder: header value CloudFront sends the APIs (x-origin-verify)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A generated random value shared by CloudFront and the functions, no external credential: rotate it by ' +
        'putting a new value and deploying LandingApi, LandingInsights, LandingDomains and LandingCdn again.',
    });
    for (const secret of [this.codeSecret, this.domainKeySecret]) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'A generated random key with no external credential to rotate against; each of the three keys is ' +
          'rotated by hand on its own (the domain key only with a re-encryption of the stored keys).',
      });
    }

    // Daily backups kept 35 days, of the table (beside its point-in-time recovery) and of the page
    // documents and uploads (README "Restore a member's page").
    const backups = BackupPlan.daily35DayRetention(this, 'Backups');
    // AWS Backup's own service policies (backup and restore, and their S3 counterparts): they are
    // the documented minimum for the service role and follow its new features.
    const backupPolicies = [
      'service-role/AWSBackupServiceRolePolicyForBackup',
      'service-role/AWSBackupServiceRolePolicyForRestores',
      'AWSBackupServiceRolePolicyForS3Backup',
      'AWSBackupServiceRolePolicyForS3Restore',
    ];
    const backupRole = new Role(this, 'BackupRole', {
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      managedPolicies: backupPolicies.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    Validations.of(backupRole).acknowledge(
      ...backupPolicies.map((name) => ({
        id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${name}]`,
        reason:
          'AWS Backup documents its managed service-role policies as the permissions its backup and restore jobs need.',
      })),
    );
    backups.addSelection('Data', {
      resources: [
        BackupResource.fromDynamoDbTable(this.table),
        BackupResource.fromArn(this.uploadsBucket.bucketArn),
      ],
      role: backupRole,
      disableDefaultBackupPolicy: true,
    });

    // What the ops command needs to work against AWS (TABLE_NAME, SITE_BUCKET, UPLOADS_BUCKET).
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
  }
}
