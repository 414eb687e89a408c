import { randomInt } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type ClickCaptchaData, parseClickInfo } from '#core/contracts/captcha.ts';
import { type Box, drawCaptcha, svgDataUrl } from '#functions/captcha/captcha-image.ts';
import { clicksHit } from '#functions/captcha/hit-test.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Click captchas, stored server-side: pk CAPTCHA#{id}, sk CAPTCHA with the boxes of the
 * characters to click. An answer expires after CAPTCHA_TTL_MS (checked in code: dynalite has no
 * TTL; the `ttl` attribute lets DynamoDB's TTL sweep them on AWS). A wrong answer deletes the
 * captcha, so each image gets one try; a right one is deleted when consumed.
 */
export const CAPTCHA_TTL_MS = 5 * 60_000;

type StoredCaptcha = { width: number; height: number; boxes: Box[]; expiresAt: number };

const table = () => env().TABLE_NAME;
const captchaKey = (id: string) => ({ pk: `CAPTCHA#${id}`, sk: 'CAPTCHA' });

/** A CSPRNG-backed random in [0, 1): positions must not be predictable. */
const secureRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/** Draws a new captcha for `id` (replacing any earlier one) and stores its answer. */
export async function createClickCaptcha(id: string, nowMs: number): Promise<ClickCaptchaData> {
  const image = drawCaptcha(secureRandom);
  const stored: StoredCaptcha = {
    width: image.width,
    height: image.height,
    boxes: image.boxes.map((box) => box.map((value) => Math.round(value * 10) / 10) as unknown as Box),
    expiresAt: nowMs + CAPTCHA_TTL_MS,
  };
  await documentClient().send(
    new PutCommand({
      TableName: table(),
      Item: { ...captchaKey(id), ...stored, createdAt: nowMs, ttl: Math.ceil(stored.expiresAt / 1000) },
    }),
  );
  return { id, width: image.width, height: image.height, text: image.text, base64: svgDataUrl(image.svg) };
}

async function remove(id: string): Promise<boolean> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: captchaKey(id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Checks the clicks `info` (src/core/contracts/captcha.ts) against captcha `id`. Unknown, expired
 * and wrong answers are false and the captcha is gone afterwards; a right answer is true, and
 * with `consume` it is deleted so it cannot pass twice (when two requests race to consume the
 * same answer, only one gets true).
 */
export async function checkClickCaptcha(
  id: string,
  info: string,
  options: { consume: boolean; nowMs: number },
): Promise<boolean> {
  const answer = await documentClient().send(
    new GetCommand({ TableName: table(), Key: captchaKey(id), ConsistentRead: true }),
  );
  const stored = answer.Item as StoredCaptcha | undefined;
  if (!stored) return false;
  const clicks = parseClickInfo(info);
  if (options.nowMs >= stored.expiresAt || !clicks || !clicksHit(clicks, stored)) {
    await remove(id);
    return false;
  }
  return options.consume ? remove(id) : true;
}
