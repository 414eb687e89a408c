import type { ClickInfo } from '#core/contracts/captcha-values.ts';
import type { Box } from '#functions/captcha/captcha-image.ts';

/** Clicks may land this many image pixels outside a character's box (fingers are wide). */
export const HIT_SLACK = 6;

/**
 * Whether the clicks hit the boxes, one each and in order. Clicks are in displayed pixels; they
 * are scaled to the image's own size first.
 */
export function clicksHit(
  info: ClickInfo,
  image: { width: number; height: number; boxes: readonly Box[] },
): boolean {
  if (info.points.length !== image.boxes.length) return false;
  const sx = image.width / info.displayWidth;
  const sy = image.height / info.displayHeight;
  return image.boxes.every((box, i) => {
    const point = info.points[i];
    if (!point) return false;
    const x = point.x * sx;
    const y = point.y * sy;
    return (
      x >= box[0] - HIT_SLACK && x <= box[2] + HIT_SLACK && y >= box[1] - HIT_SLACK && y <= box[3] + HIT_SLACK
    );
  });
}
